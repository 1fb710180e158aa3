import { Pencil, Trash2 } from 'lucide-react';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import type { VideoRow } from './api/list-videos';
import { formatDuration } from './duration';
import { VideoThumbnail } from './video-thumbnail';

interface VideoItemProps {
  video: VideoRow;
  onEdit: () => void;
  onDelete: () => void;
}

/** One row of the video list: thumbnail, title, where it stands, and its actions. */
export function VideoItem({ video, onEdit, onDelete }: VideoItemProps) {
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
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${video.title}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${video.title}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
