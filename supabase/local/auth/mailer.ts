import crypto from 'node:crypto';
import { sendMail as sendSmtp } from '../../functions/_shared/mail/send.ts';
import type { MailSettings } from '../../functions/_shared/mail/types.ts';
import { escapeHtml } from '../../functions/_shared/mail/templates/text.ts';
import type { AuthConfig } from '../config.ts';
import { KIND_HEADER, LINK_HEADER, OTP_HEADER } from '../mail/store.ts';
import { AuthError } from './errors.ts';

export type MailKind = 'recovery' | 'invite' | 'magiclink' | 'email_change' | 'signup' | 'reauthentication';

/** An email the auth service owes someone, sent once the transaction that issued its token commits. */
export interface AuthMail {
  to: string;
  kind: MailKind;
  /** Empty for a code-only email (reauthentication). */
  link: string;
  otp: string;
}

const SUBJECTS: Record<MailKind, string> = {
  recovery: 'Reset your password',
  invite: 'You have been invited',
  magiclink: 'Your sign-in link',
  email_change: 'Confirm your new email address',
  signup: 'Confirm your sign-up',
  reauthentication: 'Confirm reauthentication',
};

const INTROS: Record<MailKind, string> = {
  recovery: 'Follow this link to reset the password for your account:',
  invite:
    'You have been invited to the Grow Digital back office. Follow this link to accept the invite and choose a password:',
  magiclink: 'Follow this link to sign in:',
  email_change: 'Follow this link to confirm the change of your email address:',
  signup: 'Follow this link to confirm your account:',
  reauthentication: 'Enter this code to confirm it is you before you change your password.',
};

const GOTRUE_NAMES: Record<MailKind, string> = {
  recovery: 'recovery',
  invite: 'invite',
  magiclink: 'magic link',
  email_change: 'email change',
  signup: 'confirmation',
  reauthentication: 'reauthentication',
};

/**
 * Sends an auth email by SMTP to the local sink (supabase_local.outbox, readable at /_local/outbox
 * with the service role key, and in the web inbox) and prints it, as Supabase CLI's GoTrue and mail
 * catcher do. The sink's link and code columns come from two local-only headers. Never call it
 * inside a transaction: on PGlite the sink's insert would wait for that transaction.
 */
export async function sendMail(
  settings: MailSettings | undefined,
  config: AuthConfig,
  log: (message: string) => void,
  mail: AuthMail,
): Promise<void> {
  const subject = SUBJECTS[mail.kind];
  const intro = INTROS[mail.kind];
  const ignore = 'If you did not ask for this, ignore this email.';
  const text = mail.link
    ? `${intro}\n\n${mail.link}\n\nOr enter this code: ${mail.otp}\n\n${ignore}`
    : `${intro}\n\nCode: ${mail.otp}\n\n${ignore}`;
  const html = mail.link
    ? `<p>${escapeHtml(intro)}</p>\n<p><a href="${escapeHtml(mail.link)}">${escapeHtml(subject)}</a></p>\n<p>Or enter this code: <strong>${escapeHtml(mail.otp)}</strong></p>\n<p>${ignore}</p>`
    : `<p>${escapeHtml(intro)}</p>\n<p>Code: <strong>${escapeHtml(mail.otp)}</strong></p>\n<p>${ignore}</p>`;
  try {
    if (!settings) throw new Error('No SMTP server is configured');
    await sendSmtp(
      {
        to: mail.to,
        subject,
        text,
        html,
        messageId: `<${crypto.randomUUID()}@auth.localhost>`,
        headers: {
          [KIND_HEADER]: mail.kind,
          ...(mail.link ? { [LINK_HEADER]: mail.link } : {}),
          [OTP_HEADER]: mail.otp,
        },
      },
      settings,
    );
  } catch (error) {
    log(`Sending the ${mail.kind} email to ${mail.to} failed: ${String(error)}`);
    throw new AuthError(500, 'unexpected_failure', `Error sending ${GOTRUE_NAMES[mail.kind]} email`);
  }
  if (config.logEmails)
    log(`Email to ${mail.to} — ${subject}: ${mail.link ? `${mail.link} ` : ''}(code ${mail.otp})`);
}
