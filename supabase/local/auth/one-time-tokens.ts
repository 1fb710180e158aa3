import crypto from 'node:crypto';
import type { AuthConfig } from '../config.ts';
import type { Sql } from '../db/database.ts';
import { literal } from '../db/quote.ts';
import { errors } from './errors.ts';
import { hashPassword } from './passwords.ts';
import { newOtp, tokenHash } from './tokens.ts';
import { userById, type UserRecord } from './users.ts';

/** What an emailed link or code proves: `email` is the code of a passwordless sign-in. */
export type OtpType = 'recovery' | 'magiclink' | 'email' | 'invite' | 'signup' | 'email_change';

interface Columns {
  token: string;
  sentAt: string;
  oneTimeType: string;
}

/** GoTrue keeps each kind's token in its own column of auth.users (and in auth.one_time_tokens). */
const COLUMNS: Record<OtpType, Columns> = {
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', oneTimeType: 'recovery_token' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', oneTimeType: 'recovery_token' },
  email: { token: 'recovery_token', sentAt: 'recovery_sent_at', oneTimeType: 'recovery_token' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', oneTimeType: 'confirmation_token' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', oneTimeType: 'confirmation_token' },
  email_change: {
    token: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    oneTimeType: 'email_change_token_new',
  },
};

export const OTP_TYPES = Object.keys(COLUMNS) as OtpType[];

export interface IssuedToken {
  otp: string;
  hash: string;
  link: string;
}

/** Seconds until `user` may be sent another email of this kind (0 when now). */
export function emailWait(config: AuthConfig, sentAt: string | null): number {
  if (!sentAt) return 0;
  const elapsed = (Date.now() - new Date(sentAt).getTime()) / 1000;
  return Math.max(0, Math.ceil(config.emailMinInterval - elapsed));
}

/** GoTrue marks the stored token of a PKCE flow, so its link ends with an auth code rather than a session. */
export const PKCE_PREFIX = 'pkce_';

/**
 * Creates the code and link for `type`, stored hashed on the user; `address` is where it goes. The
 * link of a PKCE flow (`pkce`) carries the marked token.
 */
export async function issueToken(
  sql: Sql,
  config: AuthConfig,
  user: UserRecord,
  type: OtpType,
  address: string,
  redirectTo: string,
  pkce = false,
): Promise<IssuedToken> {
  const { token, sentAt, oneTimeType } = COLUMNS[type];
  const otp = newOtp();
  const hash = (pkce ? PKCE_PREFIX : '') + tokenHash(address, otp);
  await sql.query(
    `UPDATE auth.users SET ${token} = $2, ${sentAt} = now(), updated_at = now() WHERE id = $1::uuid`,
    [user.id, hash],
  );
  await sql.query(
    `INSERT INTO auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     VALUES (gen_random_uuid(), $1::uuid, ${literal(oneTimeType)}::auth.one_time_token_type, $2, $3, now(), now())
     ON CONFLICT (user_id, token_type) DO UPDATE SET token_hash = EXCLUDED.token_hash, relates_to = EXCLUDED.relates_to, updated_at = now()`,
    [user.id, hash, address],
  );
  const link = `${config.externalUrl}/auth/v1/verify?token=${hash}&type=${type === 'email' ? 'magiclink' : type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  return { otp, hash, link };
}

/**
 * GoTrue's signupVerify: an invited account without a password gets a random one nobody knows,
 * before its email is confirmed, and the person is expected to choose their own (PUT /user).
 */
async function setTemporaryPassword(sql: Sql, userId: string): Promise<void> {
  await sql.query('UPDATE auth.users SET encrypted_password = $2, updated_at = now() WHERE id = $1::uuid', [
    userId,
    await hashPassword(crypto.randomBytes(48).toString('base64url')),
  ]);
}

/**
 * Checks a link's token hash, or an address and its code, for `type`; on success the token is
 * spent and its effect applied (email confirmed, or changed). Expired or unknown: `otp_expired`.
 * `pkce`: the token was issued for a PKCE flow.
 */
export async function consumeToken(
  sql: Sql,
  config: AuthConfig,
  type: OtpType,
  proof: { tokenHash: string } | { email: string; otp: string },
): Promise<{ user: UserRecord; pkce: boolean }> {
  const { token, sentAt, oneTimeType } = COLUMNS[type];
  // A code typed in matches its token whichever flow issued it; a link's token hash only itself.
  const hashes =
    'tokenHash' in proof
      ? [proof.tokenHash]
      : [tokenHash(proof.email, proof.otp), PKCE_PREFIX + tokenHash(proof.email, proof.otp)];
  const { rows } = await sql.query<{
    id: string;
    expired: boolean;
    invited_without_password: boolean;
    pkce: boolean;
  }>(
    `SELECT id::text AS id, (${sentAt} IS NULL OR ${sentAt} < now() - make_interval(secs => $2)) AS expired,
       (invited_at IS NOT NULL AND coalesce(encrypted_password, '') = '') AS invited_without_password,
       starts_with(${token}, ${literal(PKCE_PREFIX)}) AS pkce
     FROM auth.users WHERE ${token} = ANY($1::text[]) AND ${token} <> '' AND deleted_at IS NULL FOR UPDATE`,
    [hashes, config.otpExpiry],
  );
  const found = rows[0];
  if (!found || found.expired) throw errors.otpExpired();
  if ((type === 'invite' || type === 'signup') && found.invited_without_password)
    await setTemporaryPassword(sql, found.id);
  const effect =
    type === 'email_change'
      ? `, email = email_change, email_change = '', email_confirmed_at = coalesce(email_confirmed_at, now())`
      : `, email_confirmed_at = coalesce(email_confirmed_at, now())`;
  await sql.query(`UPDATE auth.users SET ${token} = '', updated_at = now()${effect} WHERE id = $1::uuid`, [
    found.id,
  ]);
  await sql.query(
    `DELETE FROM auth.one_time_tokens WHERE user_id = $1::uuid AND token_type = ${literal(oneTimeType)}::auth.one_time_token_type`,
    [found.id],
  );
  if (type === 'email_change') {
    await sql.query(
      `UPDATE auth.identities SET identity_data = identity_data || jsonb_build_object('email', u.email), updated_at = now()
       FROM auth.users u WHERE u.id = auth.identities.user_id AND u.id = $1::uuid AND provider = 'email'`,
      [found.id],
    );
  }
  await sql.query(
    `UPDATE auth.identities SET identity_data = identity_data || '{"email_verified": true}'::jsonb WHERE user_id = $1::uuid AND provider = 'email'`,
    [found.id],
  );
  const user = await userById(sql, found.id);
  if (!user) throw errors.otpExpired();
  return { user, pkce: found.pkce };
}
