import { CheckCircle2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { STATIC_ROUTES } from '@lib/routes';
import { auditSeo, type SeoAuditResult, type SeoIssue, worstSeverity } from '@admin/lib/seo/audit';
import { SearchBox } from '@admin/components/data-table/search-box';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import { StaticTable } from '@admin/components/ui/static-table';
import { QueryView } from '@admin/components/ui/query-view';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { type PageSeoRow, type SeoData, useSeoData } from './api';
import { RedirectsSection } from './redirects-section';
import { SeoEditorForm } from './seo-editor-form';

/** /admin/seo-management: each public page's search settings, with the audit, and the redirects. */
export function SeoManagementPage() {
  return (
    <>
      <PageHeader
        title="SEO"
        description="Titles, descriptions and share images per page, and redirects from old addresses."
      />
      <div className="space-y-8">
        <QueryView
          query={useSeoData()}
          loading={<Skeleton className="h-80" />}
          errorTitle="The pages could not be loaded"
        >
          {(data) => <SeoPages entries={seoRoutes(data)} />}
        </QueryView>
        <RedirectsSection />
      </div>
    </>
  );
}

/** The audit summary, the searchable list of public pages, and the editor of the one being changed. */
function SeoPages({ entries }: { entries: readonly SeoRouteEntry[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const shown = searchRoutes(entries, term);
  const errors = entries.filter((entry) => worstSeverity(entry.audit.issues) === 'error').length;
  const warnings = entries.filter((entry) => worstSeverity(entry.audit.issues) === 'warning').length;
  const current: SeoRouteEntry | null = entries.find((entry) => entry.route === editing) ?? null;
  return (
    <section aria-labelledby="pages-title" className="space-y-3">
      <div>
        <h2 id="pages-title" className="text-base font-semibold text-ink-950">
          Pages
        </h2>
        <p className="text-sm text-ink-700" data-testid="seo-summary">
          {entries.length} pages: {errors} with problems to fix, {warnings} with suggestions.
        </p>
      </div>
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white shadow-card">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200 p-4">
          <SearchBox label="Search pages" value={term} onSearch={setTerm} />
          <p className="text-sm text-ink-700" aria-live="polite">
            {shown.length} of {entries.length} pages
          </p>
        </div>
        {shown.length === 0 ? (
          <EmptyState title="No page matches your search" />
        ) : (
          <StaticTable
            caption="Pages and their search settings"
            headings={['Page', 'Title and description', 'Issues']}
            actions
          >
            {shown.map((entry) => (
              <tr key={entry.route} data-testid={`seo-route-${entry.route}`}>
                <th scope="row" className="px-4 py-3 align-top font-normal">
                  {entry.label !== entry.route && (
                    <span className="block font-medium text-ink-950">{entry.label}</span>
                  )}
                  <code className="text-xs text-ink-700">{entry.route}</code>
                  {entry.audit.noindex && (
                    <Badge className="ml-2" tone="neutral">
                      Not indexed
                    </Badge>
                  )}
                </th>
                <td className="max-w-md px-4 py-3 align-top">
                  <span className="block truncate text-ink-950">{entry.audit.title.value || '—'}</span>
                  <span className="line-clamp-2 text-ink-700">{entry.audit.description.value || '—'}</span>
                </td>
                <td className="px-4 py-3 align-top">
                  <IssueBadges issues={entry.audit.issues} />
                </td>
                <td className="px-4 py-3 text-right align-top">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(entry.route)}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    Edit<span className="sr-only"> {entry.route}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </StaticTable>
        )}
      </div>
      <ItemDialog
        item={current}
        onClose={() => setEditing(null)}
        title={(entry) => `Search settings: ${entry.label}`}
        description={current ? `How ${current.route} appears in search results and when shared.` : undefined}
        className="max-w-2xl"
      >
        {(entry) => <SeoEditorForm route={entry.route} row={entry.row} onDone={() => setEditing(null)} />}
      </ItemDialog>
    </section>
  );
}

const FIELD_NAMES = { title: 'title', description: 'description', og_image_alt: 'image' } as const;

/** A short label for an issue: "Missing title", "Duplicate description", "Image has no alt text". */
function issueLabel(issue: SeoIssue): string {
  if (issue.field === 'og_image_alt') return 'Image has no alt text';
  const field = FIELD_NAMES[issue.field];
  switch (issue.code) {
    case 'missing':
      return `Missing ${field}`;
    case 'duplicate':
      return `Duplicate ${field}`;
    case 'too-short':
      return `Short ${field}`;
    case 'too-long':
    case 'over-limit':
      return `${field.charAt(0).toUpperCase()}${field.slice(1)} too long`;
  }
}

/** The audit's findings for one route, each a badge whose title gives the whole message. */
function IssueBadges({ issues }: { issues: readonly SeoIssue[] }) {
  if (issues.length === 0)
    return (
      <span className="inline-flex items-center gap-1 text-sm text-green-800">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
        No issues
      </span>
    );
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Issues">
      {issues.map((issue) => (
        <li key={`${issue.field}-${issue.code}`} title={issue.message}>
          <Badge tone={issue.severity === 'error' ? 'danger' : 'warning'}>{issueLabel(issue)}</Badge>
          <span className="sr-only">: {issue.message}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The public routes the SEO list shows, with their audit: every page of the route table and of
 * page_visibility appears even before it has a page_seo row, plus any other route that has one.
 */
interface SeoRouteEntry {
  route: string;
  label: string;
  row: PageSeoRow | null;
  audit: SeoAuditResult;
}

const routeOfPageName = (pageName: string): string => (pageName === 'home' ? '/' : `/${pageName}`);

function seoRoutes({ rows, visibility }: SeoData): SeoRouteEntry[] {
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
    row: byRoute.get(audit.route) ?? null,
    audit,
  }));
}

/** Entries whose route, label, title or description contain `term` (any case). */
function searchRoutes(entries: readonly SeoRouteEntry[], term: string): SeoRouteEntry[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) =>
    [entry.route, entry.label, entry.audit.title.value, entry.audit.description.value].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
