import { Pencil, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { StaticTable } from '@admin/components/ui/static-table';
import { EmptyState } from '@admin/components/ui/states';
import { IssueBadges } from './issue-badges';
import { searchRoutes, type SeoRouteEntry } from './seo-routes';

interface RouteTableProps {
  entries: readonly SeoRouteEntry[];
  onEdit: (entry: SeoRouteEntry) => void;
}

/** Every public route with its effective title and description and the audit's flags. */
export function RouteTable({ entries, onEdit }: RouteTableProps) {
  const searchId = useId();
  const [term, setTerm] = useState('');
  const shown = searchRoutes(entries, term);
  return (
    <div className="overflow-hidden rounded-xl border border-ink-200 bg-white shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200 p-4">
        <div className="relative w-full max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            Search pages
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-2.5 h-5 w-5 text-ink-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={term}
            placeholder="Search pages"
            onChange={(event) => setTerm(event.target.value)}
            className="h-10 w-full rounded-lg border border-ink-300 bg-white pl-10 pr-3 text-sm placeholder:text-ink-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
          />
        </div>
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
                <Button variant="secondary" size="sm" onClick={() => onEdit(entry)}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  Edit<span className="sr-only"> {entry.route}</span>
                </Button>
              </td>
            </tr>
          ))}
        </StaticTable>
      )}
    </div>
  );
}
