/**
 * The pages table of `npm run bench`: each page's figures against the targets of issue 10 (Lighthouse
 * mobile 100 in accessibility, best practices and SEO, at least 95 in performance, CLS 0) and the
 * JavaScript budgets, with a pass/fail mark per figure. Pure: no I/O.
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
  /** Audits that scored below 1 in each category (any run, for a median). */
  failingAudits: Record<Category, FailingAudit[]>;
}

export interface PageFigures {
  page: string;
  path: string;
  jsKb: number;
  /** Exact gzipped bytes: the budget is checked on these (jsKb is rounded for display). */
  jsBytes: number;
  jsBudgetKb: number;
  cssKb: number;
  htmlKb: number;
  lighthouse: LighthouseFigures;
}

/** A target a page misses on purpose: only the audits named may fail, for the reason given. */
export interface DeliberateException {
  path: string;
  category: Category;
  audits: string[];
  reason: string;
}

export const SCORE_TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Not targets of the issue but the "good" thresholds of Web Vitals / Lighthouse, shown as a guide. */
export const LCP_GOOD_MS = 2500;
export const TBT_GOOD_MS = 200;
export const CLS_TARGET = 0;

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
  if (page.lighthouse.scores[category] >= SCORE_TARGETS[category]) return 'pass';
  const exception = exceptions.find((e) => e.path === page.path && e.category === category);
  const failing = page.lighthouse.failingAudits[category];
  const onlyExcepted =
    exception !== undefined && failing.length > 0 && failing.every((a) => exception.audits.includes(a.id));
  return onlyExcepted ? 'exception' : 'fail';
}

/** Every verdict of a page: JS budget, the four scores and CLS (LCP and TBT are a guide, not targets). */
export function pageVerdicts(
  page: PageFigures,
  exceptions: DeliberateException[] = EXCEPTIONS,
): Record<'js' | Category | 'cls', Verdict> {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, scoreVerdict(page, category, exceptions)]),
  ) as Record<Category, Verdict>;
  return {
    js: page.jsBytes <= page.jsBudgetKb * 1024 ? 'pass' : 'fail',
    ...scores,
    cls: roundedCls(page.lighthouse.cls) <= CLS_TARGET ? 'pass' : 'fail',
  };
}

export function pagePasses(page: PageFigures, exceptions: DeliberateException[] = EXCEPTIONS): boolean {
  return Object.values(pageVerdicts(page, exceptions)).every((v) => v !== 'fail');
}

const guide = (value: number, good: number) => (value <= good ? '✓' : '✗');

/** The Markdown table (one row per page) and its notes: exceptions used and failing audits. */
export function pagesTable(pages: PageFigures[], exceptions: DeliberateException[] = EXCEPTIONS): string {
  const header =
    '| Page | Path | JS KB (budget) | CSS KB | HTML KB | Perf (≥ 95) | A11y (100) | BP (100) | SEO (100) | LCP s (≤ 2.5) | TBT ms (≤ 200) | CLS (0) | All targets |';
  const rows = pages.map((page) => {
    const v = pageVerdicts(page, exceptions);
    const lh = page.lighthouse;
    const score = (c: Category) => `${Math.round(lh.scores[c])} ${MARK[v[c]]}`;
    return [
      page.page,
      `\`${page.path}\``,
      `${page.jsKb} (${page.jsBudgetKb}) ${MARK[v.js]}`,
      page.cssKb,
      page.htmlKb,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      `${(lh.lcpMs / 1000).toFixed(1)} ${guide(lh.lcpMs, LCP_GOOD_MS)}`,
      `${Math.round(lh.tbtMs)} ${guide(lh.tbtMs, TBT_GOOD_MS)}`,
      `${roundedCls(lh.cls)} ${MARK[v.cls]}`,
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
    header,
    `|${' --- |'.repeat(13)}`,
    ...rows.map((r) => `| ${r} |`),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}
