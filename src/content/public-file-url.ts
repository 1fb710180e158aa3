import { publicStorageUrl } from '../lib/public-storage.ts';

/** The public URL of a file in a public storage bucket (at build and in the browser). */
export function publicFileUrl(supabaseUrl: string, bucket: 'media' | 'downloads', key: string): string {
  return `${publicStorageUrl(supabaseUrl)}${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
