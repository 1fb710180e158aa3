import { useState } from 'react';
import { worstSeverity } from '@admin/lib/seo/audit';
import { Card } from '@admin/components/ui/card';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { useSeoData } from './api/page-seo';
import { RouteTable } from './route-table';
import { SeoEditorDialog } from './seo-editor-dialog';
import { seoRoutes, type SeoRouteEntry } from './seo-routes';

/** The audit summary, the list of public pages, and the editor of the one being changed. */
export function SeoPagesSection() {
  const data = useSeoData();
  const [editing, setEditing] = useState<string | null>(null);
  if (data.isPending)
    return (
      <div className="space-y-2" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-64" />
      </div>
    );
  if (data.isError)
    return (
      <Card>
        <ErrorState
          title="The pages could not be loaded"
          message={describeError(data.error)}
          onRetry={() => void data.refetch()}
        />
      </Card>
    );
  const entries = seoRoutes(data.data);
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
      <RouteTable entries={entries} onEdit={(entry) => setEditing(entry.route)} />
      <SeoEditorDialog entry={current} onClose={() => setEditing(null)} />
    </section>
  );
}
