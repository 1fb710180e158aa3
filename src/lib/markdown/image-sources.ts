import { isPublicStorageUrl } from '../public-storage.ts';

/**
 * The address an image in a Markdown body may be shown from, or null: a file in the project's own
 * storage over whatever scheme the API uses (locally plain http), any other host over https only.
 */
export function allowedImageSource(address: string, supabaseUrl: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  return url.protocol === 'https:' || isPublicStorageUrl(url.href, supabaseUrl) ? url.href : null;
}
