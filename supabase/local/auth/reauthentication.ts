import type { AuthConfig } from '../config.ts';
import type { Sql } from '../db/database.ts';
import { errors } from './errors.ts';
import { emailWait } from './one-time-tokens.ts';
import { newOtp, tokenHash } from './tokens.ts';

/** A session younger than this may change its password without a nonce (GoTrue's rule). */
const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60;

/**
 * Issues the nonce GET /reauthenticate emails, stored hashed with the address as GoTrue does; one
 * per email interval. Returns the code to send.
 */
export async function issueNonce(
  sql: Sql,
  config: AuthConfig,
  userId: string,
  email: string,
): Promise<string> {
  const { rows } = await sql.query<{ sent_at: string | null }>(
    'SELECT reauthentication_sent_at AS sent_at FROM auth.users WHERE id = $1::uuid FOR UPDATE',
    [userId],
  );
  const wait = emailWait(config, rows[0]?.sent_at ?? null);
  if (wait > 0) throw errors.emailRateLimited(wait);
  const nonce = newOtp();
  const hash = tokenHash(email, nonce);
  await sql.query(
    'UPDATE auth.users SET reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() WHERE id = $1::uuid',
    [userId, hash],
  );
  await sql.query(
    `INSERT INTO auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     VALUES (gen_random_uuid(), $1::uuid, 'reauthentication_token', $2, $3, now(), now())
     ON CONFLICT (user_id, token_type) DO UPDATE SET token_hash = EXCLUDED.token_hash, relates_to = EXCLUDED.relates_to, updated_at = now()`,
    [userId, hash, email],
  );
  return nonce;
}

/** Whether the session was started more than a day ago (or is gone): then a password change needs a nonce. */
export async function sessionNeedsNonce(sql: Sql, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return true;
  const { rows } = await sql.query<{ stale: boolean }>(
    'SELECT created_at < now() - make_interval(secs => $2) AS stale FROM auth.sessions WHERE id = $1::uuid',
    [sessionId, RECENT_SIGN_IN_SECONDS],
  );
  return rows[0]?.stale ?? true;
}

/** Checks and spends the nonce: wrong, expired or never sent is `reauthentication_not_valid`. */
export async function spendNonce(
  sql: Sql,
  config: AuthConfig,
  userId: string,
  email: string,
  nonce: string,
): Promise<void> {
  const { rows } = await sql.query<{ id: string }>(
    `UPDATE auth.users SET reauthentication_token = '', reauthentication_sent_at = NULL, updated_at = now()
     WHERE id = $1::uuid AND reauthentication_token = $2 AND reauthentication_token <> ''
       AND reauthentication_sent_at > now() - make_interval(secs => $3)
     RETURNING id::text AS id`,
    [userId, tokenHash(email, nonce), config.otpExpiry],
  );
  if (!rows[0]) throw errors.reauthenticationNotValid();
  await sql.query(
    `DELETE FROM auth.one_time_tokens WHERE user_id = $1::uuid AND token_type = 'reauthentication_token'`,
    [userId],
  );
}
