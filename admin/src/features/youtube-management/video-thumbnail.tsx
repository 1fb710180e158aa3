import { VideoOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@admin/lib/cn';
import { youTubeThumbnailUrl } from './youtube-url';

interface VideoThumbnailProps {
  youtubeId: string;
  /** Empty when the title next to it already says what it is. */
  alt: string;
  size?: 'hqdefault' | 'mqdefault';
  className?: string;
}

/** YouTube's thumbnail of the video, or a placeholder when it cannot be loaded (offline, removed video). */
export function VideoThumbnail({ youtubeId, alt, size = 'hqdefault', className }: VideoThumbnailProps) {
  const [failedId, setFailedId] = useState<string | null>(null);
  const base = 'aspect-video rounded-md border border-ink-200 bg-ink-100 object-cover';
  if (failedId === youtubeId)
    return (
      <span
        className={cn(
          base,
          'flex flex-col items-center justify-center gap-1 text-xs text-ink-700',
          className,
        )}
        data-testid="thumbnail-placeholder"
        aria-hidden={alt ? undefined : true}
      >
        <VideoOff className="h-5 w-5" aria-hidden="true" />
        {alt && 'No preview available'}
      </span>
    );
  return (
    <img
      src={youTubeThumbnailUrl(youtubeId, size)}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      className={cn(base, className)}
      onError={() => setFailedId(youtubeId)}
      data-testid="video-thumbnail"
    />
  );
}
