import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { isPlannedNavigation } from '@admin/components/forms/unsaved-changes-guard';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { QueryView } from '@admin/components/ui/query-view';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { useContentItem } from '@admin/lib/content-resource/item';
import {
  capitalised,
  type ContentListRow,
  type ContentResource,
  type EditorSource,
  type PublicationState,
} from '@admin/lib/content-resource/resource';
import type { ContentRow, ContentTable } from '@admin/lib/content-resource/table';
import { ContentEditorForm } from './content-editor-form';

/** "All case studies": back to the list. */
export function BackToList({ resource }: { resource: Pick<ContentResource, 'path' | 'names'> }) {
  return (
    <Button asChild variant="secondary">
      <Link to={resource.path}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All {resource.names.many}
      </Link>
    </Button>
  );
}

/**
 * `/admin/<path>/:id`, and `/new` with `id` null. A new item's first save moves to its address
 * keeping the same form (and what was typed meanwhile), when the route renders this for both.
 */
export function ContentEditorPage<T extends ContentTable, Input extends FieldValues, Values>({
  resource,
  id,
}: {
  resource: EditorSource<T, Input, Values>;
  id: string | null;
}) {
  const continued = isPlannedNavigation(useLocation().state);
  const item = useContentItem(resource.table, id ?? '', id !== null);
  const { one } = resource.names;
  const page = (title: string, content: ReactNode) => (
    <>
      <PageHeader title={title} actions={<BackToList resource={resource} />} />
      {content}
    </>
  );
  if (id === null) return page(`New ${one}`, <ContentEditorForm key="new" resource={resource} row={null} />);
  return (
    <QueryView
      query={item}
      loading={
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-64" />
        </div>
      }
      errorTitle={`The ${one} could not be loaded`}
    >
      {(data) => {
        if (!data)
          return page(
            `${capitalised(one)} not found`,
            <EmptyState title={`This ${one} does not exist, or it was deleted.`} />,
          );
        const row = data as ContentRow<T> & ContentListRow & PublicationState;
        return page(
          resource.editor.heading?.(row.title) ?? `Edit: ${row.title}`,
          <ContentEditorForm key={continued ? 'new' : row.id} resource={resource} row={row} />,
        );
      }}
    </QueryView>
  );
}
