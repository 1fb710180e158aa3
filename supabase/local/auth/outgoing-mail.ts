import type { Sql } from '../db/database.ts';
import { type AuthContext, type AuthHonoContext, clientIp, limit } from './context.ts';
import { errors } from './errors.ts';
import { type AuthMail, type MailKind, sendMail } from './mailer.ts';
import { issueToken, type OtpType } from './one-time-tokens.ts';
import { type CodeChallenge, createFlowState } from './pkce.ts';
import type { UserRecord } from './users.ts';

/** A request's `data` (user metadata) when it is an object; anything else counts as none. */
export const metadataOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * Issues a token of `type` and returns the email that carries it (sent once the transaction
 * commits). With a PKCE challenge, the flow is recorded and the link will end with an auth code.
 * `address`: where it goes (the user's email unless told).
 */
export async function mailToken(
  sql: Sql,
  ctx: AuthContext,
  user: UserRecord,
  type: OtpType,
  kind: MailKind,
  redirectTo: string,
  challenge?: CodeChallenge,
  address = user.email ?? '',
): Promise<AuthMail> {
  if (challenge) await createFlowState(sql, user.id, type, challenge);
  const issued = await issueToken(sql, ctx.config, user, type, address, redirectTo, challenge !== undefined);
  return { to: address, kind, link: issued.link, otp: issued.otp };
}

/** Sends the email a committed transaction owes, if any. */
export async function deliver(ctx: AuthContext, mail: AuthMail | undefined): Promise<void> {
  if (mail) await sendMail(ctx.mail, ctx.config, ctx.log, mail);
}

/**
 * /recover and /otp answer an address without an account exactly as one with: every address may be
 * asked for one email per interval, and a known one whose last link went out too recently some
 * other way (an admin's generated link, or before a restart) silently gets none. GoTrue itself
 * answers unknown addresses differently (200 where it would say 429, and 422 otp_disabled).
 */
export function limitEmailsTo(ctx: AuthContext, c: AuthHonoContext, email: string): void {
  limit(ctx.limits.emailsPerIp, clientIp(c, ctx));
  const wait = ctx.limits.emailsPerAddress.hit(email);
  if (wait !== undefined) throw errors.emailRateLimited(wait);
}
