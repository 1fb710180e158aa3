import { REORDER_FEEDBACK } from '@admin/components/content/reorder-feedback';
import { SortableList } from '@admin/components/ui/sortable-list';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { useReorderContent } from '@admin/lib/content-resource/order';
import { describeError } from '@admin/lib/errors';
import { type VideoFilter, type VideoRow, useVideos } from './api/list-videos';
import { VideoItem } from './video-item';
import { VIDEOS } from './videos';

interface VideoListProps {
  filter: VideoFilter;
  onEdit: (video: VideoRow) => void;
  onDelete: (video: VideoRow) => void;
}

/** The videos in their order on the site; drag a handle (or Space and the arrows) to change it. */
export function VideoList({ filter, onEdit, onDelete }: VideoListProps) {
  const videos = useVideos(filter);
  const reorder = useReorderContent(VIDEOS);
  const filtered = Boolean(filter.search.trim() || filter.category);
  if (videos.isPending)
    return (
      <div className="space-y-2 p-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    );
  if (videos.isError)
    return (
      <ErrorState
        title="The videos could not be loaded"
        message={describeError(videos.error)}
        onRetry={() => void videos.refetch()}
      />
    );
  if (videos.data.length === 0)
    return <EmptyState title={filtered ? 'No videos match the search or category.' : 'No videos yet.'} />;
  return (
    <>
      <p className="px-4 pt-3 text-sm text-ink-700">
        {filtered
          ? 'Clear the search and category to change the order.'
          : 'Drag a video by its handle, or focus the handle and use Space and the arrow keys, to change the order on the site.'}
      </p>
      <SortableList
        label="Videos in their order on the site"
        items={videos.data}
        itemName={(video) => video.title}
        disabled={filtered || reorder.isPending}
        renderItem={(video) => (
          <VideoItem video={video} onEdit={() => onEdit(video)} onDelete={() => onDelete(video)} />
        )}
        onReorder={(ids) => reorder.mutate(ids, REORDER_FEEDBACK)}
      />
    </>
  );
}
