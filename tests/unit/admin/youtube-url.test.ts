import { describe, expect, it } from 'vitest';
import { parseYouTubeUrl } from '../../../admin/src/features/youtube-management/youtube-url.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeUrl', () => {
  it.each([
    ID,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}&t=42s`,
    `youtube.com/watch?list=PL1&v=${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/live/${ID}`,
  ])('reads the id of %s', (input) => {
    expect(parseYouTubeUrl(`  ${input} `)).toEqual({ ok: true, id: ID });
  });

  it.each([
    ['', 'Paste a YouTube link'],
    ['https://vimeo.com/12345', 'not YouTube'],
    ['https://www.youtube.com/playlist?list=PL1', 'playlist'],
    ['https://www.youtube.com/watch?list=PL1', 'playlist'],
    ['https://www.youtube.com/watch?v=short', '11 letters'],
    ['https://www.youtube.com/@channel', 'does not point to a video'],
    ['not a link', 'not a web address'],
  ])('refuses %j with a reason', (input, reason) => {
    const result = parseYouTubeUrl(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(reason);
  });
});
