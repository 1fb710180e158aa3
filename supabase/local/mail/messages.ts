import type { Sql } from '../db/database.ts';
import type { StoredAttachment } from './attachments.ts';

export interface MailSummary {
  id: string;
  sent_at: string;
  to_email: string;
  from_email: string | null;
  kind: string;
  subject: string;
}

export interface MailMessage extends MailSummary {
  body: string;
  html: string | null;
  message_id: string | null;
  headers: Record<string, string> | null;
  link: string | null;
  otp: string | null;
  attachments: StoredAttachment[];
}

/** The newest messages first. */
export async function listMessages(sql: Sql, limit = 200): Promise<MailSummary[]> {
  const { rows } = await sql.query<MailSummary>(
    `SELECT id::text AS id, sent_at::text AS sent_at, to_email, from_email, kind, subject
     FROM supabase_local.outbox ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function getMessage(sql: Sql, id: string): Promise<MailMessage | undefined> {
  if (!/^[0-9]{1,18}$/.test(id)) return undefined;
  const { rows } = await sql.query<MailMessage>(
    `SELECT id::text AS id, sent_at::text AS sent_at, to_email, from_email, kind, subject, body, html,
            message_id, headers, link, otp, attachments
     FROM supabase_local.outbox WHERE id = $1::bigint`,
    [id],
  );
  return rows[0];
}
