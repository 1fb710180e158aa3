/**
 * The checks behind the admin's SEO list: per route, what title and description a page really
 * gets (its page_seo row, else the page's own), and what is missing, too long or too short,
 * repeated on another indexed page, or an Open Graph image without alt text.
 */
import type { Tables } from '@lib/database.types';
import { characterCount } from '@lib/forms/fields';
import { descriptionGuidance, type LengthGuidance, SEO_LIMITS, titleGuidance } from './limits';
import { oneLine } from '@lib/seo/text-rules';

export type SeoRow = Pick<
  Tables<'page_seo'>,
  'route' | 'title' | 'description' | 'og_image_path' | 'og_image_alt' | 'noindex'
>;

export interface SeoAuditInput {
  route: string;
  /** The route's page_seo row, when it has one. */
  seo?: SeoRow | null | undefined;
  /** The page's own title and description (what it shows without a page_seo row), when known. */
  defaults?: { title?: string | null | undefined; description?: string | null | undefined } | undefined;
  /** Kept out of search results for another reason (hidden page, thank-you page), besides the row's noindex. */
  noindex?: boolean | undefined;
}

export type SeoField = 'title' | 'description' | 'og_image_alt';
export type SeoIssueCode = 'missing' | 'too-short' | 'too-long' | 'over-limit' | 'duplicate';
export type SeoSeverity = 'error' | 'warning';

export interface SeoIssue {
  field: SeoField;
  code: SeoIssueCode;
  severity: SeoSeverity;
  message: string;
  /** For duplicates: the other routes with the same text. */
  routes?: string[];
}

/** A text as the page renders it, and where it comes from. */
export interface EffectiveText {
  value: string;
  source: 'page_seo' | 'page' | 'none';
  length: number;
  guidance: LengthGuidance;
}

export interface SeoAuditResult {
  route: string;
  noindex: boolean;
  title: EffectiveText;
  description: EffectiveText;
  issues: SeoIssue[];
}

const LABELS = { title: 'Title', description: 'Description' } as const;

function effective(
  own: string | null | undefined,
  fallback: string | null | undefined,
  guide: (length: number) => LengthGuidance,
): EffectiveText {
  const fromRow = oneLine(own ?? '');
  const fromPage = oneLine(fallback ?? '');
  const [value, source] = fromRow
    ? ([fromRow, 'page_seo'] as const)
    : fromPage
      ? ([fromPage, 'page'] as const)
      : (['', 'none'] as const);
  const length = characterCount(value);
  return { value, source, length, guidance: guide(length) };
}

/** Missing, short, long and over-limit issues of one text. */
function lengthIssues(field: 'title' | 'description', text: EffectiveText): SeoIssue[] {
  const limits = SEO_LIMITS[field];
  const length = `${LABELS[field]} is ${text.length} characters`;
  const issue = (code: SeoIssueCode, severity: SeoSeverity, message: string) => [
    { field, code, severity, message },
  ];
  switch (text.guidance) {
    case 'empty':
      return issue('missing', 'error', `${LABELS[field]} is missing`);
    case 'over-limit':
      return issue('over-limit', 'error', `${length}: the limit is ${limits.max}`);
    case 'long':
      return issue(
        'too-long',
        'warning',
        `${length}: search results usually show about ${limits.recommendedMax}`,
      );
    case 'short':
      return issue(
        'too-short',
        'warning',
        `${length}: aim for ${SEO_LIMITS.description.recommendedMin} to ${SEO_LIMITS.description.recommendedMax}`,
      );
    case 'good':
      return [];
  }
}

/** Routes of indexed pages by their text (compared without case and extra spaces). */
function routesByText(results: readonly SeoAuditResult[], field: 'title' | 'description') {
  const routes = new Map<string, string[]>();
  for (const result of results) {
    const key = result[field].value.toLowerCase();
    if (result.noindex || key === '') continue;
    routes.set(key, [...(routes.get(key) ?? []), result.route]);
  }
  return routes;
}

function duplicateIssue(field: 'title' | 'description', others: string[]): SeoIssue {
  const list =
    others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others.at(-1) ?? ''}` : (others[0] ?? '');
  return {
    field,
    code: 'duplicate',
    severity: 'warning',
    message: `Same ${field} as ${list}`,
    routes: others,
  };
}

/**
 * Audits every route given. Duplicates are looked for among indexed pages only: a noindex page
 * does not compete in search results.
 */
export function auditSeo(pages: readonly SeoAuditInput[]): SeoAuditResult[] {
  const results: SeoAuditResult[] = pages.map(({ route, seo, defaults, noindex = false }) => {
    const title = effective(seo?.title, defaults?.title, titleGuidance);
    const description = effective(seo?.description, defaults?.description, descriptionGuidance);
    const issues = [...lengthIssues('title', title), ...lengthIssues('description', description)];
    if (seo?.og_image_path && !oneLine(seo.og_image_alt ?? '')) {
      issues.push({
        field: 'og_image_alt',
        code: 'missing',
        severity: 'error',
        message: 'The Open Graph image has no alt text',
      });
    }
    return { route, noindex: noindex || (seo?.noindex ?? false), title, description, issues };
  });
  for (const field of ['title', 'description'] as const) {
    for (const routes of routesByText(results, field).values()) {
      if (routes.length < 2) continue;
      for (const result of results.filter((candidate) => routes.includes(candidate.route))) {
        result.issues.push(
          duplicateIssue(
            field,
            routes.filter((route) => route !== result.route),
          ),
        );
      }
    }
  }
  return results;
}

/** The most serious severity among a route's issues, or null when it has none. */
export function worstSeverity(issues: readonly SeoIssue[]): SeoSeverity | null {
  if (issues.some((issue) => issue.severity === 'error')) return 'error';
  return issues.length > 0 ? 'warning' : null;
}
