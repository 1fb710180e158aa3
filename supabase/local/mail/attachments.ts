import type { Attachment } from 'mailparser';

/** One attachment or calendar part of a stored email, as the JSON API and the web inbox give it. */
export interface StoredAttachment {
  /** The part's file name; none for a text/calendar alternative. */
  filename: string | null;
  /** The bare media type, `text/calendar`, `application/ics`, `application/pdf` … */
  content_type: string;
  /** The iTIP method of a calendar part's Content-Type (`REQUEST`, `CANCEL`), if any. */
  method: string | null;
  size: number;
  /** How `content` holds the bytes: text as it is, anything else in base64. */
  encoding: 'utf-8' | 'base64';
  content: string;
}

const TEXT_TYPES = /^(text\/|application\/(ics|json|xml)$)/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function contentOf(attachment: Attachment): Pick<StoredAttachment, 'encoding' | 'content'> {
  if (TEXT_TYPES.test(attachment.contentType)) {
    try {
      return { encoding: 'utf-8', content: utf8.decode(attachment.content) };
    } catch {
      // Not UTF-8 after all: kept byte for byte below.
    }
  }
  return { encoding: 'base64', content: attachment.content.toString('base64') };
}

function methodOf(attachment: Attachment): string | null {
  const header = attachment.headers.get('content-type') as { params?: Record<string, unknown> } | undefined;
  const method = header?.params?.method;
  return typeof method === 'string' && method !== '' ? method.toUpperCase() : null;
}

/** What the sink keeps of mailparser's attachments (every part that is not the text or HTML body). */
export function storedAttachments(attachments: readonly Attachment[]): StoredAttachment[] {
  return attachments.map((attachment) => ({
    filename: attachment.filename ?? null,
    content_type: attachment.contentType.toLowerCase(),
    method: methodOf(attachment),
    size: attachment.size,
    ...contentOf(attachment),
  }));
}
