import { Play } from 'lucide-react';
import { formatDuration } from '../../lib/format.ts';

interface Props {
  title: string;
  category: string;
  durationSeconds: number | null;
  size?: 'card' | 'player';
}

/** A designed stand-in for a video (no request to YouTube until someone asks to play it). */
export function VideoPoster({ title, category, durationSeconds, size = 'card' }: Props) {
  const player = size === 'player';
  return (
    <div
      className={`relative isolate flex aspect-video w-full flex-col justify-between overflow-hidden bg-ink-950 text-left ${player ? 'rounded-3xl p-8 sm:p-10' : 'p-5'}`}
    >
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_10%,rgb(15_118_110/0.7),transparent_60%),radial-gradient(ellipse_at_0%_100%,rgb(190_242_100/0.15),transparent_50%)]"
        aria-hidden="true"
      />
      <span className="w-fit rounded-full bg-white/10 px-2.5 py-1 text-xs font-semibold text-ink-100">
        {category}
      </span>
      <span
        className={`mx-auto flex items-center justify-center rounded-full bg-accent-300 text-ink-950 shadow-lift transition-transform group-hover:scale-110 ${player ? 'h-20 w-20' : 'h-14 w-14'}`}
        aria-hidden="true"
      >
        <Play className={player ? 'ml-1 h-9 w-9' : 'ml-0.5 h-6 w-6'} />
      </span>
      <span className="flex items-end justify-between gap-4">
        <span
          className={`line-clamp-2 font-bold text-white ${player ? 'text-xl sm:text-2xl' : 'text-sm'}`}
          aria-hidden="true"
        >
          {title}
        </span>
        {durationSeconds && (
          <span className="shrink-0 rounded bg-black/50 px-1.5 py-0.5 text-xs font-semibold text-white">
            {formatDuration(durationSeconds)}
          </span>
        )}
      </span>
    </div>
  );
}
