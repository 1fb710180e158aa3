/** What a pasted YouTube address or id comes to: the video's id, or why it is not one. */
type YouTubeUrlResult = { ok: true; id: string } | { ok: false; message: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'youtu.be']);
/** Paths whose next segment is the video id: /shorts/<id>, /embed/<id>, /live/<id>, /v/<id>, /e/<id>. */
const ID_PATH_PREFIXES = new Set(['shorts', 'embed', 'live', 'v', 'e']);

const fail = (message: string): YouTubeUrlResult => ({ ok: false, message });

function checkedId(candidate: string | null | undefined): YouTubeUrlResult {
  if (!candidate)
    return fail('This YouTube link does not point to a video. Open the video and copy its address.');
  if (VIDEO_ID.test(candidate)) return { ok: true, id: candidate };
  return fail(
    `A YouTube video id is 11 letters, digits, - or _; this link has “${candidate.slice(0, 40)}”. Copy the address again.`,
  );
}

function parseAddress(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/** The host without "www.", "m." or "music.", so every YouTube front door compares alike. */
const bareHost = (host: string): string => host.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');

/**
 * The video id of any form of YouTube address staff paste (watch?v=, youtu.be/, shorts/, embed/,
 * live/, v/, the mobile, music and no-cookie hosts, with extra parameters like &t=42s or si=), or
 * of a bare 11-character id; or a message saying what is wrong.
 */
export function parseYouTubeUrl(input: string): YouTubeUrlResult {
  const text = input.trim();
  if (!text) return fail('Paste a YouTube link or an 11-character video id.');
  if (VIDEO_ID.test(text)) return { ok: true, id: text };
  const url = parseAddress(text);
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname.includes('.'))
    return fail('This is not a web address. Paste a link from youtube.com or youtu.be, or a video id.');
  const host = bareHost(url.hostname);
  if (!YOUTUBE_HOSTS.has(host))
    return fail(`This link is to ${url.hostname}, not YouTube. Paste a link from youtube.com or youtu.be.`);
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return checkedId(segments[0]);
  const [first, second] = segments;
  if (first === 'watch') {
    const id = url.searchParams.get('v');
    if (!id && url.searchParams.has('list'))
      return fail('This is a playlist link. Open one of its videos and paste that video’s address.');
    return checkedId(id);
  }
  if (first === 'playlist')
    return fail('This is a playlist link. Open one of its videos and paste that video’s address.');
  if (first && ID_PATH_PREFIXES.has(first)) return checkedId(second);
  return checkedId(null);
}

/** YouTube's own thumbnail of a video (480×360). */
export const youTubeThumbnailUrl = (id: string, size: 'hqdefault' | 'mqdefault' = 'hqdefault'): string =>
  `https://i.ytimg.com/vi/${id}/${size}.jpg`;

/** The video's address on YouTube, for a "watch" link. */
export const youTubeWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;
