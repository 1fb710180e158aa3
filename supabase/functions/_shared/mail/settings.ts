import type { MailSettings } from './types.ts';

/** The SMTP settings from the function's environment (Supabase secrets, or the local stack's env). */
export function mailSettingsFromEnv(
  read: (name: string) => string | undefined = (name) => Deno.env.get(name),
): MailSettings {
  const host = read('SMTP_HOST');
  const from = read('MAIL_FROM');
  if (!host) throw new Error('SMTP_HOST is not set');
  if (!from) throw new Error('MAIL_FROM is not set');
  const secure = read('SMTP_SECURE') === 'true';
  const port = Number(read('SMTP_PORT') ?? (secure ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('SMTP_PORT is not a port');
  const user = read('SMTP_USER');
  const pass = read('SMTP_PASS');
  return { host, port, secure, from, ...(user ? { user } : {}), ...(pass ? { pass } : {}) };
}
