import type { MailSettings } from './types.ts';

/**
 * The SMTP settings from the function's environment (Supabase secrets, or the local stack's sink).
 * `env` reads one variable: Deno.env on Supabase; tests pass their own.
 */
export function mailSettingsFromEnv(
  env: (name: string) => string | undefined = (name) => Deno.env.get(name),
): MailSettings {
  const host = env('SMTP_HOST');
  const from = env('MAIL_FROM');
  if (!host) throw new Error('SMTP_HOST is not set');
  if (!from) throw new Error('MAIL_FROM is not set');
  const secure = env('SMTP_SECURE') === 'true';
  const port = Number(env('SMTP_PORT') ?? (secure ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('SMTP_PORT is not a port');
  const user = env('SMTP_USER');
  const pass = env('SMTP_PASS');
  return { host, port, secure, from, ...(user ? { user } : {}), ...(pass ? { pass } : {}) };
}
