import { ArrowLeft } from 'lucide-react';
import type { FieldValues } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { isPlannedNavigation } from '@admin/components/forms/unsaved-changes-guard';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { useContentItem } from '@admin/lib/content-resource/item';
import {
  capitalised,
  type ContentListRow,
  type ContentResource,
  type EditorSource,
  type PublicationState,
} from '@admin/lib/content-resource/resource';
import type { ContentRow, ContentTable } from '@admin/lib/content-resource/table';
import { describeError } from '@admin/lib/errors';
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
  if (id === null)
    return (
      <>
        <PageHeader title={`New ${one}`} actions={<BackToList resource={resource} />} />
        <ContentEditorForm key="new" resource={resource} row={null} />
      </>
    );
  if (item.isPending)
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  if (item.isError)
    return (
      <ErrorState
        title={`The ${one} could not be loaded`}
        message={describeError(item.error)}
        onRetry={() => void item.refetch()}
      />
    );
  if (!item.data)
    return (
      <>
        <PageHeader title={`${capitalised(one)} not found`} actions={<BackToList resource={resource} />} />
        <EmptyState title={`This ${one} does not exist, or it was deleted.`} />
      </>
    );
  const row = item.data as ContentRow<T> & ContentListRow & PublicationState;
  return (
    <>
      <PageHeader
        title={resource.editor.heading?.(row.title) ?? `Edit: ${row.title}`}
        actions={<BackToList resource={resource} />}
      />
      <ContentEditorForm key={continued ? 'new' : row.id} resource={resource} row={row} />
    </>
  );
}
