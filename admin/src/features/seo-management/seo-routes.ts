/**
 * The public routes the SEO list shows, with their audit: every page of the route table and of
 * page_visibility appears even before it has a page_seo row, plus any other route that has one.
 */
import { auditSeo, type SeoAuditResult } from '@admin/lib/seo/audit';
import { STATIC_ROUTES } from '@lib/routes';
import type { PageSeoRow, SeoData } from './api/page-seo';

export interface SeoRouteEntry {
  route: string;
  label: string;
  /** The page is hidden (page_visibility) or never indexed (thank-you page). */
  hidden: boolean;
  row: PageSeoRow | null;
  audit: SeoAuditResult;
}

const routeOfPageName = (pageName: string): string => (pageName === 'home' ? '/' : `/${pageName}`);

export function seoRoutes({ rows, visibility }: SeoData): SeoRouteEntry[] {
  const labels = new Map(STATIC_ROUTES.map((route) => [route.path, route.label]));
  const hidden = new Set(
    visibility.filter((page) => !page.is_visible).map((page) => routeOfPageName(page.page_name)),
  );
  for (const route of STATIC_ROUTES) if (!route.inSitemap) hidden.add(route.path);
  const routes = [
    ...new Set([
      ...STATIC_ROUTES.map((route) => route.path),
      ...visibility.map((page) => routeOfPageName(page.page_name)),
      ...rows.map((row) => row.route),
    ]),
  ];
  const byRoute = new Map(rows.map((row) => [row.route, row]));
  const audits = auditSeo(
    routes.map((route) => ({ route, seo: byRoute.get(route) ?? null, noindex: hidden.has(route) })),
  );
  return audits.map((audit) => ({
    route: audit.route,
    label: labels.get(audit.route) ?? audit.route,
    hidden: hidden.has(audit.route),
    row: byRoute.get(audit.route) ?? null,
    audit,
  }));
}

/** Entries whose route, label, title or description contain `term` (any case). */
export function searchRoutes(entries: readonly SeoRouteEntry[], term: string): SeoRouteEntry[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) =>
    [entry.route, entry.label, entry.audit.title.value, entry.audit.description.value].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
