/**
 * Click-to-load YouTube: the page shows a poster, and only when the visitor presses play is the
 * player (from youtube-nocookie.com) loaded, already playing.
 */
import { pushEvent } from '../lib/tracking/data-layer.ts';

export function initVideoFacade(): void {
  for (const facade of document.querySelectorAll<HTMLElement>('[data-video-facade]')) {
    const button = facade.querySelector('button');
    const id = facade.dataset.youtubeId ?? '';
    if (!button || !/^[A-Za-z0-9_-]{11}$/.test(id)) continue;
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
      frame.title = facade.dataset.title ?? 'Video';
      frame.allow =
        'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
      frame.allowFullscreen = true;
      frame.className = 'aspect-video w-full rounded-3xl bg-ink-950';
      facade.replaceChildren(frame);
      frame.focus();
      pushEvent({ event: 'video_play', video_id: id, page_path: window.location.pathname });
    });
  }
}
