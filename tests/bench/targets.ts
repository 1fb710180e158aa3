/**
 * The pages table of `npm run bench`: each page's figures against the targets of issue 20 (LCP,
 * TBT, performance 99, the other scores 100, CLS 0, JavaScript transferred, LCP within 1.15× of the
 * page's physical floor) and the JavaScript budgets, with a pass/fail mark per figure; the admin
 * sign-in keeps its own targets. Pure: no I/O.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  id: string;
  title: string;
}

/** One Lighthouse run's figures (scores 0–100), or the median of several runs. */
export interface LighthouseFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript transferred in the run (its network records), whenever it loaded. */
  scriptTransferBytes: number;
  /** Audits that scored below 1 in each category (any run, for a median). */
  failingAudits: Record<Category, FailingAudit[]>;
}

/** Content pages (home, service, blog post), form pages, and the admin's sign-in (a React SPA). */
export type PageKind = 'content' | 'form' | 'admin';

export interface PageTargets {
  /** Gzipped KB of every script the page can load, whenever (the size budget of the site's build). */
  jsCanLoadKb: number;
  /** KB of JavaScript a Lighthouse run transfers; the admin has none. */
  jsTransferredKb?: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Our LCP ÷ the LCP of the page's floor variant; the admin has no floor. */
  floorRatio?: number;
  /**
   * Whether LCP and TBT are targets. The admin's are not: they are shown against Web Vitals'
   * "good" thresholds as a guide, as before issue 20.
   */
  timingsAreTargets: boolean;
}

export const PAGE_TARGETS: Record<PageKind, PageTargets> = {
  content: {
    jsCanLoadKb: 90,
    jsTransferredKb: 60,
    performance: 99,
    lcpMs: 1300,
    tbtMs: 50,
    floorRatio: 1.15,
    timingsAreTargets: true,
  },
  form: {
    jsCanLoadKb: 130,
    jsTransferredKb: 100,
    performance: 99,
    lcpMs: 1500,
    tbtMs: 50,
    floorRatio: 1.15,
    timingsAreTargets: true,
  },
  admin: { jsCanLoadKb: 200, performance: 95, lcpMs: 2500, tbtMs: 200, timingsAreTargets: false },
};

export interface PageFigures {
  page: string;
  path: string;
  kind: PageKind;
  jsKb: number;
  /** Exact gzipped bytes: the budget is checked on these (jsKb is rounded for display). */
  jsBytes: number;
  cssKb: number;
  htmlKb: number;
  lighthouse: LighthouseFigures;
  /** The median LCP of the page's floor variant, measured in the same run; none for the admin. */
  floorLcpMs?: number;
}

/** A target a page misses on purpose: only the audits named may fail, for the reason given. */
export interface DeliberateException {
  path: string;
  category: Category;
  audits: string[];
  reason: string;
}

/** Accessibility, best practices and SEO; performance's target depends on the page (PAGE_TARGETS). */
export const SCORE_TARGETS: Record<Exclude<Category, 'performance'>, number> = {
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
export const CLS_TARGET = 0;

export const scoreTarget = (kind: PageKind, category: Category): number =>
  category === 'performance' ? PAGE_TARGETS[kind].performance : SCORE_TARGETS[category];

export const EXCEPTIONS: DeliberateException[] = [
  {
    path: '/admin/login',
    category: 'seo',
    audits: ['is-crawlable'],
    reason:
      'the admin is `noindex, nofollow` by design (admin/index.html), so Lighthouse\'s "Page is blocked from indexing" audit fails on purpose',
  },
];

export type Verdict = 'pass' | 'fail' | 'exception';

const MARK: Record<Verdict, string> = { pass: '✓', fail: '✗', exception: '✗†' };

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('The median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure on its own, and every audit that failed in any run. */
export function medianOfRuns(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (figure: (run: LighthouseFigures) => number) => median(runs.map(figure));
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, pick((run) => run.scores[category])]),
  ) as Record<Category, number>;
  const failingAudits = Object.fromEntries(
    CATEGORIES.map((category) => {
      const byId = new Map<string, FailingAudit>();
      for (const run of runs) for (const audit of run.failingAudits[category]) byId.set(audit.id, audit);
      return [category, [...byId.values()]];
    }),
  ) as Record<Category, FailingAudit[]>;
  return {
    scores,
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    scriptTransferBytes: pick((r) => r.scriptTransferBytes),
    failingAudits,
  };
}

/** CLS as Lighthouse shows it (three decimals). */
export const roundedCls = (cls: number) => Math.round(cls * 1000) / 1000;

export function scoreVerdict(
  page: PageFigures,
  category: Category,
  exceptions: DeliberateException[] = EXCEPTIONS,
): Verdict {
  if (page.lighthouse.scores[category] >= scoreTarget(page.kind, category)) return 'pass';
  const exception = exceptions.find((e) => e.path === page.path && e.category === category);
  const failing = page.lighthouse.failingAudits[category];
  const onlyExcepted =
    exception !== undefined && failing.length > 0 && failing.every((a) => exception.audits.includes(a.id));
  return onlyExcepted ? 'exception' : 'fail';
}

/** Our LCP ÷ the floor's LCP, or undefined when the page has no floor. */
export const floorRatio = (page: PageFigures): number | undefined =>
  page.floorLcpMs === undefined ? undefined : page.lighthouse.lcpMs / page.floorLcpMs;

/** The ratio as shown (two decimals): the target is checked on the shown figure. */
export const roundedRatio = (ratio: number) => Math.round(ratio * 100) / 100;

export type Check = 'js' | 'jsTransferred' | Category | 'lcp' | 'tbt' | 'cls' | 'floorRatio';

const within = (value: number, limit: number): Verdict => (value <= limit ? 'pass' : 'fail');

/**
 * Every verdict of a page, for the targets it has (PAGE_TARGETS): JS budget and JS transferred,
 * the four scores, LCP, TBT, CLS and the floor ratio. A site page without a measured floor fails
 * its floor target.
 */
export function pageVerdicts(
  page: PageFigures,
  exceptions: DeliberateException[] = EXCEPTIONS,
): Partial<Record<Check, Verdict>> {
  const targets = PAGE_TARGETS[page.kind];
  const lh = page.lighthouse;
  const verdicts: Partial<Record<Check, Verdict>> = { js: within(page.jsBytes, targets.jsCanLoadKb * 1024) };
  if (targets.jsTransferredKb !== undefined)
    verdicts.jsTransferred = within(lh.scriptTransferBytes, targets.jsTransferredKb * 1024);
  for (const category of CATEGORIES) verdicts[category] = scoreVerdict(page, category, exceptions);
  if (targets.timingsAreTargets) {
    verdicts.lcp = within(lh.lcpMs, targets.lcpMs);
    verdicts.tbt = within(lh.tbtMs, targets.tbtMs);
  }
  verdicts.cls = within(roundedCls(lh.cls), CLS_TARGET);
  if (targets.floorRatio !== undefined) {
    const ratio = floorRatio(page);
    verdicts.floorRatio = ratio === undefined ? 'fail' : within(roundedRatio(ratio), targets.floorRatio);
  }
  return verdicts;
}

export function pagePasses(page: PageFigures, exceptions: DeliberateException[] = EXCEPTIONS): boolean {
  return Object.values(pageVerdicts(page, exceptions)).every((v) => v !== 'fail');
}

const kbOf = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** A figure against a limit that is a target (its verdict's mark) or only a guide (✓/✗ all the same). */
function against(shown: string, limit: string, verdict: Verdict | undefined, guidePasses: boolean): string {
  return verdict === undefined
    ? `${shown} (${limit}, guide) ${guidePasses ? '✓' : '✗'}`
    : `${shown} (${limit}) ${MARK[verdict]}`;
}

/** The floor-ratio cell: "1.08× (≤ 1.15) ✓", or "–" for a page without a floor target. */
export function ratioCell(page: PageFigures, verdict: Verdict | undefined): string {
  const target = PAGE_TARGETS[page.kind].floorRatio;
  if (target === undefined) return '–';
  const ratio = floorRatio(page);
  const shown = ratio === undefined ? 'not measured' : `${roundedRatio(ratio).toFixed(2)}×`;
  return `${shown} (≤ ${target.toFixed(2)}) ${MARK[verdict ?? 'fail']}`;
}

export const PAGES_TABLE_HEADER = [
  'Page',
  'Path',
  'JS KB, can load (budget)',
  'JS KB, transferred',
  'CSS KB',
  'HTML KB',
  'Perf',
  'A11y (100)',
  'BP (100)',
  'SEO (100)',
  'LCP s',
  'Floor LCP s',
  'LCP ÷ floor',
  'TBT ms',
  'CLS (0)',
  'All targets',
];

/** The Markdown table (one row per page) and its notes: exceptions used and failing audits. */
export function pagesTable(pages: PageFigures[], exceptions: DeliberateException[] = EXCEPTIONS): string {
  const rows = pages.map((page) => {
    const v = pageVerdicts(page, exceptions);
    const targets = PAGE_TARGETS[page.kind];
    const lh = page.lighthouse;
    const score = (c: Category) => `${Math.round(lh.scores[c])} ${MARK[v[c] ?? 'fail']}`;
    return [
      page.page,
      `\`${page.path}\``,
      `${page.jsKb} (${targets.jsCanLoadKb}) ${MARK[v.js ?? 'fail']}`,
      targets.jsTransferredKb === undefined
        ? kbOf(lh.scriptTransferBytes)
        : `${kbOf(lh.scriptTransferBytes)} (≤ ${targets.jsTransferredKb}) ${MARK[v.jsTransferred ?? 'fail']}`,
      page.cssKb,
      page.htmlKb,
      `${Math.round(lh.scores.performance)} (≥ ${targets.performance}) ${MARK[v.performance ?? 'fail']}`,
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      against(seconds(lh.lcpMs), `≤ ${targets.lcpMs / 1000}`, v.lcp, lh.lcpMs <= targets.lcpMs),
      page.floorLcpMs === undefined ? '–' : seconds(page.floorLcpMs),
      ratioCell(page, v.floorRatio),
      against(String(Math.round(lh.tbtMs)), `≤ ${targets.tbtMs}`, v.tbt, lh.tbtMs <= targets.tbtMs),
      `${roundedCls(lh.cls)} ${MARK[v.cls ?? 'fail']}`,
      pagePasses(page, exceptions) ? 'pass' : '**FAIL**',
    ].join(' | ');
  });
  const notes: string[] = [];
  for (const exception of exceptions) {
    const page = pages.find((p) => p.path === exception.path);
    if (page && scoreVerdict(page, exception.category, exceptions) === 'exception')
      notes.push(`† Deliberate gap on \`${exception.path}\` (${exception.category}): ${exception.reason}.`);
  }
  for (const page of pages) {
    const v = pageVerdicts(page, exceptions);
    for (const category of CATEGORIES) {
      if (v[category] !== 'fail' || category === 'performance') continue;
      const audits = page.lighthouse.failingAudits[category].map((a) => `${a.id} (${a.title})`);
      notes.push(`✗ \`${page.path}\` ${category}: ${audits.join('; ') || 'no audit named'}.`);
    }
  }
  return [
    `| ${PAGES_TABLE_HEADER.join(' | ')} |`,
    `|${' --- |'.repeat(PAGES_TABLE_HEADER.length)}`,
    ...rows.map((r) => `| ${r} |`),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}
