import { isTypeValid, parse } from 'content-type';
import { storageErrors } from './errors.ts';

const UNKNOWN = 'application/octet-stream';

/** `type/subtype` (lowercased, parameters dropped) when `value` is exactly one media type. */
function singleMediaType(value: string): string | undefined {
  const parsed = parse(value, { comma: true });
  return parsed.index >= value.length && isTypeValid(parsed.type) ? parsed.type : undefined;
}

/**
 * The media type an upload declares, which is all that is stored and served back. A header that
 * is not one media type — a list (`application/pdf;a=b, text/html`), a bare word, control
 * characters — is refused with 415, so the bucket's type check and the stored type never disagree.
 */
export function uploadedMediaType(header: string | null | undefined): string {
  if (!header?.trim()) return UNKNOWN;
  const mediaType = singleMediaType(header);
  if (!mediaType) throw storageErrors.mimeNotAllowed(header);
  return mediaType;
}

/** A stored object's media type; one stored before types were checked that is not one media type is unknown. */
export function storedMediaType(stored: unknown): string {
  return (typeof stored === 'string' ? singleMediaType(stored) : undefined) ?? UNKNOWN;
}

/** The Content-Type an object is served with: HTML as plain text, as Supabase Storage serves it. */
export function servedMediaType(stored: unknown): string {
  const mediaType = storedMediaType(stored);
  return mediaType === 'text/html' ? 'text/plain' : mediaType;
}

/** Images and PDFs open in the browser; anything else is served as a download. */
export const opensInline = (mediaType: string): boolean =>
  mediaType.startsWith('image/') || mediaType === 'application/pdf';
