import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DeleteDialog } from '@admin/components/content-resource/delete-dialog';
import { ListFilters } from '@admin/components/content-resource/list-filters';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { REORDER_FEEDBACK } from '@admin/components/content/reorder-feedback';
import { SortableList } from '@admin/components/ui/sortable-list';
import { SearchBox } from '@admin/components/data-table/search-box';
import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { readFilters } from '@admin/lib/content-resource/filters';
import { useOrderedContent, useReorderContent } from '@admin/lib/content-resource/order';
import { type ContentResource, itemPath, newItemPath } from '@admin/lib/content-resource/resource';
import { describeError } from '@admin/lib/errors';
import type { Tables } from '@lib/database.types';
import { formatDuration } from './duration';
import { VideoThumbnail } from './video-thumbnail';

type Video = Tables<'videos'>;

type VideosSource = Pick<
  ContentResource<'videos', Video, never, never, Video>,
  'table' | 'names' | 'errors' | 'path' | 'list' | 'order'
>;

/** Whether a video matches the search (in its title, description or id) and the category. */
function matches(video: Video, search: string, category: string | undefined): boolean {
  const text = search.trim().toLowerCase();
  const found = [video.title, video.description, video.youtube_id].some((field) =>
    field.toLowerCase().includes(text),
  );
  return found && (!category || video.category === category);
}

/** One row of the list: thumbnail, title, where it stands, and its actions. */
function VideoItem({ video, editPath, onDelete }: { video: Video; editPath: string; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid={`video-${video.youtube_id}`}>
      <VideoThumbnail youtubeId={video.youtube_id} alt="" size="mqdefault" className="hidden w-24 sm:flex" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink-950">{video.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-ink-700">
          <PublicationBadge status={video.status} publishedAt={video.published_at} />
          {video.featured && <Badge tone="brand">Featured</Badge>}
          <Badge>{video.category}</Badge>
          {video.duration_seconds !== null && <span>{formatDuration(video.duration_seconds)}</span>}
          <code>{video.youtube_id}</code>
        </p>
      </div>
      <div className="flex gap-1">
        <Button asChild variant="ghost" size="sm">
          <Link to={editPath} aria-label={`Edit ${video.title}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${video.title}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/**
 * The videos in their order on the site, searched (`?q=`) or narrowed to a category
 * (`?category=`); drag a handle (or Space and the arrows) to change the order.
 */
export function VideosPage({ resource }: { resource: VideosSource }) {
  const [params, changeParams] = useUrlParams();
  const filterList = resource.list.filters ?? [];
  const filters = readFilters(filterList, params);
  const search = (params.get('q') ?? '').slice(0, 200);
  // Every video, in the site's order; the search and category only narrow what is shown.
  const ordered = useOrderedContent<Video>(resource);
  const shown = ordered.data?.filter((video) => matches(video, search, filters.category));
  const reorder = useReorderContent(resource);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const filtered = Boolean(search.trim() || filters.category);
  return (
    <>
      <PageHeader
        title={resource.list.title}
        description={resource.list.description}
        actions={
          <Button asChild>
            <Link to={newItemPath(resource)}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add video
            </Link>
          </Button>
        }
      />
      <section
        className="overflow-hidden rounded-xl border border-ink-200 bg-white shadow-card"
        aria-label="Videos"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200 p-4">
          <SearchBox
            label={resource.list.searchLabel}
            value={search}
            onSearch={(next) => changeParams({ q: next.trim() ? next : null })}
          />
          <ListFilters
            filters={filterList}
            values={filters}
            onChange={(param, value) => changeParams({ [param]: value })}
          />
        </div>
        {ordered.isPending ? (
          <div className="space-y-2 p-4" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        ) : !shown ? (
          <ErrorState
            title="The videos could not be loaded"
            message={describeError(ordered.error)}
            onRetry={() => void ordered.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState title={filtered ? 'No videos match the search or category.' : 'No videos yet.'} />
        ) : (
          <>
            <p className="px-4 pt-3 text-sm text-ink-700">
              {filtered
                ? 'Clear the search and category to change the order.'
                : 'Drag a video by its handle, or focus the handle and use Space and the arrow keys, to change the order on the site.'}
            </p>
            <SortableList
              label="Videos in their order on the site"
              items={shown}
              itemName={(video) => video.title}
              disabled={filtered || reorder.isPending}
              renderItem={(video) => (
                <VideoItem
                  video={video}
                  editPath={itemPath(resource, video.id)}
                  onDelete={() => setDeleting(video)}
                />
              )}
              onReorder={(ids) => reorder.mutate(ids, REORDER_FEEDBACK)}
            />
          </>
        )}
      </section>
      <DeleteDialog resource={resource} item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
