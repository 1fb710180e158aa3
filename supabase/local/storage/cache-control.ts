import { storageErrors } from './errors.ts';

const DEFAULT_CACHE_CONTROL = 'max-age=3600';
const SECONDS = /^\d{1,10}$/;
/** Printable ASCII only: a header value that can be sent back as it is. */
const HEADER_SAFE = /^[\x20-\x7e]{1,256}$/;

/**
 * The Cache-Control an upload asks for: storage-js sends seconds (the `cacheControl` form field)
 * or `max-age=<seconds>` (the header). Seconds become `max-age=<seconds>`; any other printable
 * value is kept as given. A value a response header cannot carry (CR/LF, control characters) is
 * refused with 400 instead of breaking every later download of the object.
 */
export function uploadedCacheControl(value: string | null | undefined): string {
  const given = value?.trim();
  if (!given) return DEFAULT_CACHE_CONTROL;
  if (SECONDS.test(given)) return `max-age=${given}`;
  if (HEADER_SAFE.test(given)) return given;
  throw storageErrors.invalidRequest(
    'cacheControl must be a number of seconds or a Cache-Control value of printable characters',
  );
}

/** The Cache-Control a stored object is served with: a stored value no header can carry is replaced by the default. */
export function servedCacheControl(stored: unknown): string {
  return typeof stored === 'string' && HEADER_SAFE.test(stored) ? stored : DEFAULT_CACHE_CONTROL;
}
