import type { AuthConfig } from '../config.ts';
import type { Sql } from '../db/database.ts';

export type MailKind = 'recovery' | 'invite' | 'magiclink' | 'email_change' | 'signup';

const SUBJECTS: Record<MailKind, string> = {
  recovery: 'Reset your password',
  invite: 'You have been invited',
  magiclink: 'Your sign-in link',
  email_change: 'Confirm your new email address',
  signup: 'Confirm your sign-up',
};

const INTROS: Record<MailKind, string> = {
  recovery: 'Follow this link to reset the password for your account:',
  invite:
    'You have been invited to the Grow Digital back office. Follow this link to accept the invite and choose a password:',
  magiclink: 'Follow this link to sign in:',
  email_change: 'Follow this link to confirm the change of your email address:',
  signup: 'Follow this link to confirm your account:',
};

/**
 * "Sends" an email: the local stack keeps it in supabase_local.outbox (readable at /_local/outbox
 * with the service role key) and prints it, as Supabase CLI's mail catcher does.
 */
export async function sendMail(
  sql: Sql,
  config: AuthConfig,
  log: (message: string) => void,
  mail: { to: string; kind: MailKind; link: string; otp: string },
): Promise<void> {
  const subject = SUBJECTS[mail.kind];
  const body = `${INTROS[mail.kind]}\n\n${mail.link}\n\nOr enter this code: ${mail.otp}\n\nIf you did not ask for this, ignore this email.`;
  await sql.query(
    'INSERT INTO supabase_local.outbox (to_email, kind, subject, body, link, otp) VALUES ($1, $2, $3, $4, $5, $6)',
    [mail.to, mail.kind, subject, body, mail.link, mail.otp],
  );
  if (config.logEmails) log(`Email to ${mail.to} — ${subject}: ${mail.link} (code ${mail.otp})`);
}
