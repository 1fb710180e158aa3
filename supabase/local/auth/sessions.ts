import type { AuthConfig } from '../config.ts';
import type { Sql } from '../db/database.ts';
import { errors } from './errors.ts';
import { newRefreshToken, signAccessToken, type AmrEntry } from './tokens.ts';
import { isBanned, userById, userJson, type UserRecord } from './users.ts';

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

/** The JSON a sign-in, refresh or verification answers with. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

async function amrOf(sql: Sql, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await sql.query<{ method: string; at: number }>(
    `SELECT authentication_method AS method, extract(epoch FROM created_at)::int8 AS at
     FROM auth.mfa_amr_claims WHERE session_id = $1::uuid ORDER BY created_at DESC`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: r.at }));
}

async function sessionAal(sql: Sql, sessionId: string): Promise<'aal1' | 'aal2' | undefined> {
  const { rows } = await sql.query<{ aal: 'aal1' | 'aal2' | null }>(
    'SELECT aal::text AS aal FROM auth.sessions WHERE id = $1::uuid',
    [sessionId],
  );
  if (!rows[0]) return undefined;
  return rows[0].aal ?? 'aal1';
}

export async function addAmr(sql: Sql, sessionId: string, method: string): Promise<void> {
  await sql.query(
    `INSERT INTO auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     VALUES (gen_random_uuid(), $1::uuid, now(), now(), $2)
     ON CONFLICT (session_id, authentication_method) DO UPDATE SET updated_at = now()`,
    [sessionId, method],
  );
}

async function insertRefreshToken(
  sql: Sql,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await sql.query(
    `INSERT INTO auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     VALUES ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4::uuid)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Builds the session answer for `refreshToken` in session `sessionId`. */
export async function sessionJson(
  sql: Sql,
  config: AuthConfig,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const aal = (await sessionAal(sql, sessionId)) ?? 'aal1';
  const { token, expiresAt } = await signAccessToken(config, user, {
    sessionId,
    aal,
    amr: await amrOf(sql, sessionId),
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(sql, user.id),
  };
}

/** Starts a session for a user who just proved who they are with `method` (password, otp, recovery, …). */
export async function startSession(
  sql: Sql,
  config: AuthConfig,
  user: UserRecord,
  method: string,
  meta: RequestMeta,
): Promise<SessionJson> {
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     VALUES (gen_random_uuid(), $1::uuid, now(), now(), 'aal1', now(), $2, $3::inet) RETURNING id::text AS id`,
    [user.id, meta.userAgent.slice(0, 512), meta.ip],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('The session was not created');
  await addAmr(sql, sessionId, method);
  await sql.query('UPDATE auth.users SET last_sign_in_at = now(), updated_at = now() WHERE id = $1::uuid', [
    user.id,
  ]);
  await sql.query(
    `UPDATE auth.identities SET last_sign_in_at = now() WHERE user_id = $1::uuid AND provider = 'email'`,
    [user.id],
  );
  const refreshToken = await insertRefreshToken(sql, user.id, sessionId, null);
  return sessionJson(sql, config, (await userById(sql, user.id)) ?? user, sessionId, refreshToken);
}

/** Issues a fresh refresh token in an existing session (after its level of assurance changed). */
export async function reissue(
  sql: Sql,
  config: AuthConfig,
  user: UserRecord,
  sessionId: string,
): Promise<SessionJson> {
  await sql.query(
    'UPDATE auth.refresh_tokens SET revoked = true, updated_at = now() WHERE session_id = $1::uuid AND NOT revoked',
    [sessionId],
  );
  const refreshToken = await insertRefreshToken(sql, user.id, sessionId, null);
  return sessionJson(sql, config, user, sessionId, refreshToken);
}

interface TokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  seconds_since_update: number;
}

/**
 * Trades a refresh token for a new one (rotation). A revoked token presented again within the
 * reuse interval gets the session's current token (two tabs refreshing at once); later, it is
 * treated as stolen and the whole session is ended — reported as `reused` rather than thrown, so
 * the caller can commit the revocation before answering with the error.
 */
export async function refresh(
  sql: Sql,
  config: AuthConfig,
  presented: string,
): Promise<SessionJson | 'reused'> {
  const { rows } = await sql.query<TokenRow>(
    `SELECT token, user_id, revoked, session_id::text AS session_id,
            extract(epoch FROM now() - updated_at)::float8 AS seconds_since_update
     FROM auth.refresh_tokens WHERE token = $1 FOR UPDATE`,
    [presented],
  );
  const row = rows[0];
  if (!row?.session_id) throw errors.refreshTokenNotFound();
  const user = await userById(sql, row.user_id);
  if (!user || user.deleted_at) throw errors.refreshTokenNotFound();
  if (isBanned(user)) throw errors.userBanned();
  if (row.revoked) {
    if (row.seconds_since_update <= config.refreshTokenReuseInterval) {
      const current = await sql.query<{ token: string }>(
        'SELECT token FROM auth.refresh_tokens WHERE session_id = $1::uuid AND NOT revoked ORDER BY id DESC LIMIT 1',
        [row.session_id],
      );
      const token = current.rows[0]?.token;
      if (token) return sessionJson(sql, config, user, row.session_id, token);
    }
    await sql.query('DELETE FROM auth.sessions WHERE id = $1::uuid', [row.session_id]);
    return 'reused';
  }
  await sql.query('UPDATE auth.refresh_tokens SET revoked = true, updated_at = now() WHERE token = $1', [
    presented,
  ]);
  await sql.query('UPDATE auth.sessions SET refreshed_at = now(), updated_at = now() WHERE id = $1::uuid', [
    row.session_id,
  ]);
  const next = await insertRefreshToken(sql, user.id, row.session_id, presented);
  return sessionJson(sql, config, user, row.session_id, next);
}

export async function sessionExists(sql: Sql, sessionId: string): Promise<boolean> {
  const { rows } = await sql.query('SELECT 1 FROM auth.sessions WHERE id = $1::uuid', [sessionId]);
  return rows.length > 0;
}

/** Ends sessions: `local` this one, `others` all but this one, `global` all of the user's. */
export async function endSessions(
  sql: Sql,
  userId: string,
  sessionId: string | undefined,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'global' || !sessionId)
    await sql.query('DELETE FROM auth.sessions WHERE user_id = $1::uuid', [userId]);
  else if (scope === 'local') await sql.query('DELETE FROM auth.sessions WHERE id = $1::uuid', [sessionId]);
  else
    await sql.query('DELETE FROM auth.sessions WHERE user_id = $1::uuid AND id <> $2::uuid', [
      userId,
      sessionId,
    ]);
}
