import type { Video } from '../../content/schemas/content.ts';
import { videoPath } from '../../lib/permalinks.ts';
import { CardTitle } from './CardTitle.tsx';
import { VideoPoster } from './VideoPoster.tsx';

export type VideoCardView = Pick<
  Video,
  'youtube_id' | 'title' | 'description' | 'category' | 'duration_seconds'
>;

/** A video in the /videos grid: its poster, title (the link to its page) and description. */
export function VideoCard({ video }: { video: VideoCardView }) {
  return (
    <article className="group relative overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-card transition-shadow hover:shadow-lift">
      <VideoPoster video={video} />
      <div className="p-6">
        <CardTitle title={video.title} href={videoPath(video.youtube_id)} />
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-600">{video.description}</p>
      </div>
    </article>
  );
}
