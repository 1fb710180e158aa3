/** Scroll depth marks, in percent of the page (the spec's 25/50/75/100). */
export const SCROLL_MARKS = [25, 50, 75, 100] as const;
export type ScrollMark = (typeof SCROLL_MARKS)[number];

/** File types whose links count as downloads (the spec's list). */
export const DOWNLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar'] as const;
export type DownloadExtension = (typeof DOWNLOAD_EXTENSIONS)[number];

/**
 * How far down the page the reader has seen, in percent: the bottom of the viewport over the
 * document's height. A page that fits on one screen has been seen whole.
 */
export function scrollDepthPercent(
  scrollTop: number,
  viewportHeight: number,
  documentHeight: number,
): number {
  if (documentHeight <= viewportHeight) return 100;
  const seen = ((scrollTop + viewportHeight) / documentHeight) * 100;
  return Math.min(100, Math.max(0, seen));
}

/** The marks reached at `percent` that were not reported yet, in order. */
export function newScrollMarks(percent: number, reported: ReadonlySet<ScrollMark>): ScrollMark[] {
  // A rounding allowance so the 100 % mark fires at the very bottom despite sub-pixel heights.
  return SCROLL_MARKS.filter((mark) => percent + 0.5 >= mark && !reported.has(mark));
}

/** The download type of a link's target, judged by its path's extension (query and hash ignored). */
export function downloadExtension(href: string, base: string): DownloadExtension | undefined {
  let pathname: string;
  try {
    pathname = new URL(href, base).pathname;
  } catch {
    return undefined;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return DOWNLOAD_EXTENSIONS.find((known) => known === extension);
}
