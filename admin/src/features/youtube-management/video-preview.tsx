import { youTubeWatchUrl, parseYouTubeUrl } from './youtube-url';
import { VideoThumbnail } from './video-thumbnail';

/** The thumbnail and id of the video a pasted address points to, as soon as it is one. */
export function VideoPreview({ url }: { url: string }) {
  const parsed = parseYouTubeUrl(url);
  if (!parsed.ok) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg bg-ink-50 p-3">
      <VideoThumbnail
        youtubeId={parsed.id}
        alt={`Thumbnail of YouTube video ${parsed.id}`}
        className="w-36"
      />
      <div className="min-w-0 text-sm">
        <p className="text-ink-800">
          Video id: <code data-testid="video-id">{parsed.id}</code>
        </p>
        <a
          href={youTubeWatchUrl(parsed.id)}
          target="_blank"
          rel="noreferrer noopener"
          className="text-brand-800 underline underline-offset-2"
        >
          Open on YouTube<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
