import crypto from 'node:crypto';
import { type AddressObject, simpleParser } from 'mailparser';
import type { Sql } from '../db/database.ts';
import { storedAttachments } from './attachments.ts';

/** Headers the local senders add so the catcher can fill its columns (the auth emails' link and code). */
export const KIND_HEADER = 'X-Mail-Kind';
export const LINK_HEADER = 'X-Local-Auth-Link';
export const OTP_HEADER = 'X-Local-Auth-Otp';

export interface StoredMail {
  /** The row's id, or undefined when a message with this Message-ID was stored before. */
  id: string | undefined;
  messageId: string;
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): string | undefined {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((object) => object.value).find((entry) => entry.address)?.address;
}

/** The header lines unfolded, by lower-case name (a repeated header's values one per line). */
function headerValues(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    values[key] = key in values ? `${values[key] ?? ''}\n${value}` : value;
  }
  return values;
}

/**
 * Parses a received message and stores it in supabase_local.outbox, once per Message-ID, with its
 * attachments and calendar parts. The recipient is the envelope's (what the sender asked the server
 * to deliver to).
 */
export async function storeMail(sql: Sql, raw: Buffer, envelopeTo: string[]): Promise<StoredMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const headers = headerValues(parsed.headerLines);
  const messageId = parsed.messageId ?? `<${crypto.randomUUID()}@local-sink>`;
  const to = envelopeTo[0] ?? firstAddress(parsed.to) ?? '';
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO supabase_local.outbox (to_email, kind, subject, body, link, otp, message_id, from_email, html, headers, attachments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb)
     ON CONFLICT (message_id) DO NOTHING
     RETURNING id::text AS id`,
    [
      to,
      headers[KIND_HEADER.toLowerCase()] ?? 'email',
      parsed.subject ?? '',
      parsed.text ?? '',
      headers[LINK_HEADER.toLowerCase()] ?? null,
      headers[OTP_HEADER.toLowerCase()] ?? null,
      messageId,
      firstAddress(parsed.from) ?? null,
      typeof parsed.html === 'string' ? parsed.html : null,
      JSON.stringify(headers),
      JSON.stringify(storedAttachments(parsed.attachments)),
    ],
  );
  return { id: rows[0]?.id, messageId };
}
