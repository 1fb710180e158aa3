import { storageErrors } from './errors.ts';

/** Supabase Storage's characters for object keys (ASCII only). */
const KEY_CHARACTERS = /^[\w/!.*'() &$@=;:+,?-]+$/;
const BUCKET_ID = /^[a-z0-9][a-z0-9._-]{0,99}$/;

/** An object key: no empty, `.` or `..` segments, no leading or trailing slash, at most 1024 characters. */
export function validKey(key: string): string {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    !KEY_CHARACTERS.test(key) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw storageErrors.invalidKey(key);
  }
  return key;
}

export function validBucketId(id: string): string {
  if (!BUCKET_ID.test(id) || id === '.' || id === '..') throw storageErrors.invalidBucketName(id);
  return id;
}

/** Whether a media type (`type/subtype`, lowercased) is allowed by a bucket's list (`image/*` style wildcards allowed). */
export function mimeAllowed(mediaType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p === mediaType || (p.endsWith('/*') && mediaType.startsWith(p.slice(0, -1)));
  });
}
