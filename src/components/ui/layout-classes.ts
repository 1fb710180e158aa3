/** The classes of the site's layout primitives, shared by their Astro and React forms. */

const CONTAINER_WIDTHS = { default: 'max-w-7xl', narrow: 'max-w-5xl', prose: 'max-w-3xl' } as const;

export type ContainerWidth = keyof typeof CONTAINER_WIDTHS;

export const containerClasses = (width: ContainerWidth = 'default'): string[] => [
  'mx-auto px-4 sm:px-6 lg:px-8',
  CONTAINER_WIDTHS[width],
];

/** Long-form copy (rendered Markdown) in the site's reading style. */
export const PROSE_CLASSES =
  'prose prose-lg max-w-none prose-headings:font-extrabold prose-headings:tracking-tight prose-headings:text-ink-950 prose-p:text-ink-700 prose-a:font-semibold prose-a:text-brand-700 prose-strong:text-ink-950 prose-li:text-ink-700 prose-li:marker:text-brand-600';
