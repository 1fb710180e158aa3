import { expect } from 'vitest';
import type { StackAddress } from './clients.ts';
import { deliverMessages } from './deliveries.ts';

/** An attachment or calendar part the local SMTP sink stored (GET /_local/outbox). */
export interface SinkAttachment {
  filename: string | null;
  content_type: string;
  /** The iTIP method of a calendar part's Content-Type (REQUEST, CANCEL). */
  method: string | null;
  size: number;
  encoding: 'utf-8' | 'base64';
  content: string;
}

/** An email as the local SMTP sink stored it. */
export interface SinkMail {
  id: number;
  to: string;
  from: string | null;
  subject: string;
  body: string;
  html: string | null;
  message_id: string | null;
  headers: Record<string, string> | null;
  attachments: SinkAttachment[];
}

/** Which email: the newest to `to` (whose subject matches, when given), or the one with that Message-ID. */
export type MailQuery = { to: string; subject?: string | RegExp } | { messageId: string };

/** The emails the local sink holds for the query, newest first, with their attachments. */
export async function sinkMails(stack: StackAddress, query: MailQuery): Promise<SinkMail[]> {
  const search =
    'messageId' in query
      ? `message_id=${encodeURIComponent(query.messageId)}`
      : `to=${encodeURIComponent(query.to)}`;
  const response = await fetch(`${stack.url}/_local/outbox?${search}`, {
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  const mails = (await response.json()) as SinkMail[];
  if ('messageId' in query || query.subject === undefined) return mails;
  const subject = query.subject;
  return mails.filter((mail) =>
    typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject),
  );
}

/**
 * The newest email matching the query. The delivery worker is run while it is not there yet (the
 * browser tests' stack has no schedule of its own; running it again is harmless).
 */
export async function waitForMail(
  stack: StackAddress,
  query: MailQuery,
  options: { timeout?: number } = {},
): Promise<SinkMail> {
  let found: SinkMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await sinkMails(stack, query))[0];
        if (!found) await deliverMessages(stack);
        return found;
      },
      { timeout: options.timeout ?? 20_000, message: `an email for ${JSON.stringify(query)}` },
    )
    .toBeDefined();
  if (!found) throw new Error(`no email for ${JSON.stringify(query)}`);
  return found;
}

/** The iCalendar text of an email: its `invite.ics` attachment, else its text/calendar part. */
export function calendarText(mail: SinkMail): string | undefined {
  const calendars = mail.attachments.filter(
    (part) =>
      part.encoding === 'utf-8' &&
      (part.filename?.endsWith('.ics') === true || part.content_type === 'text/calendar'),
  );
  return (calendars.find((part) => part.filename === 'invite.ics') ?? calendars[0])?.content;
}

/**
 * The .ics text (CRLF line endings kept) of the newest email matching the query, once it is in the
 * local sink; fails when that email has no calendar.
 */
export async function calendarOf(
  stack: StackAddress,
  query: MailQuery,
  options: { timeout?: number } = {},
): Promise<string> {
  const mail = await waitForMail(stack, query, options);
  const calendar = calendarText(mail);
  if (calendar === undefined) throw new Error(`The email "${mail.subject}" to ${mail.to} has no calendar`);
  return calendar;
}

/** The manage link's token in a visitor's email (`/book-discovery/manage?token=…`), if any. */
export function manageTokenOf(mail: SinkMail): string | undefined {
  return /\/book-discovery\/manage\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
}
