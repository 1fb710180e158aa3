import type { StoredAttachment } from './attachments.ts';

/** Media types sent as they are; anything else downloads as application/octet-stream. */
const PLAIN_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/;

export function attachmentBytes(attachment: StoredAttachment): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(attachment.content, attachment.encoding === 'base64' ? 'base64' : 'utf8');
  return new Uint8Array(bytes);
}

/** The attachment's file name, or one made up for a part without (`part-1.ics` for a calendar). */
export function attachmentName(attachment: StoredAttachment, index: number): string {
  if (attachment.filename) return attachment.filename;
  const extension = attachment.content_type === 'text/calendar' ? 'ics' : 'bin';
  return `part-${String(index + 1)}.${extension}`;
}

export function downloadType(attachment: StoredAttachment): string {
  if (!PLAIN_TYPE.test(attachment.content_type)) return 'application/octet-stream';
  return attachment.encoding === 'utf-8'
    ? `${attachment.content_type}; charset=utf-8`
    : attachment.content_type;
}

/** `attachment` with the name as an ASCII fallback and in full (RFC 6266 / RFC 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
