/**
 * A link's address in a form two spellings of the same page share: scheme and host lowercased and
 * default ports dropped (the URL parser does both), the fragment ignored, and a trailing slash of
 * the path ignored. http and https stay different pages, as do different query strings.
 */
export function comparableUrl(address: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}${url.search}`;
}
