import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Sql } from '../db/database.ts';
import { type AuthContext, limit } from './context.ts';
import { errors } from './errors.ts';
import { addAmr, reissue, type SessionJson } from './sessions.ts';
import { userById, type UserRecord } from './users.ts';

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  status: 'verified' | 'unverified';
  secret: string;
}

function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

async function factorOf(sql: Sql, userId: string, factorId: string): Promise<FactorRow> {
  if (!/^[0-9a-f-]{36}$/i.test(factorId)) throw errors.factorNotFound();
  const { rows } = await sql.query<FactorRow>(
    `SELECT id::text AS id, user_id::text AS user_id, friendly_name, status::text AS status, secret
     FROM auth.mfa_factors WHERE id = $1::uuid AND user_id = $2::uuid AND factor_type = 'totp'`,
    [factorId, userId],
  );
  const factor = rows[0];
  if (!factor) throw errors.factorNotFound();
  return factor;
}

/** Enrols a TOTP factor (unverified until its first code is verified) and returns its QR code. */
export async function enrollTotp(
  sql: Sql,
  user: UserRecord,
  friendlyName: string | undefined,
  issuer: string,
) {
  const name = friendlyName?.trim() ?? '';
  if (name) {
    const taken = await sql.query(
      'SELECT 1 FROM auth.mfa_factors WHERE user_id = $1::uuid AND friendly_name = $2',
      [user.id, name],
    );
    if (taken.rows.length > 0) throw errors.factorNameConflict(name);
  }
  // An abandoned enrolment is replaced rather than piling up.
  await sql.query(
    `DELETE FROM auth.mfa_factors WHERE user_id = $1::uuid AND status = 'unverified' AND created_at < now() - interval '1 day'`,
    [user.id],
  );
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, user.email ?? user.id).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     VALUES (gen_random_uuid(), $1::uuid, nullif($2, ''), 'totp', 'unverified', now(), now(), $3) RETURNING id::text AS id`,
    [user.id, name, secret],
  );
  return {
    id: rows[0]?.id,
    type: 'totp',
    friendly_name: name,
    // GoTrue sends the bare SVG; supabase-js turns it into a data URL.
    totp: { qr_code: svg, secret, uri },
  };
}

/** A new challenge on the factor, open for `lifetime` seconds; the factor's expired ones are removed. */
export async function challenge(sql: Sql, userId: string, factorId: string, ip: string, lifetime: number) {
  const factor = await factorOf(sql, userId, factorId);
  await sql.query(
    `DELETE FROM auth.mfa_challenges WHERE factor_id = $1::uuid AND created_at < now() - make_interval(secs => $2)`,
    [factor.id, lifetime],
  );
  const { rows } = await sql.query<{ id: string; expires_at: number }>(
    `INSERT INTO auth.mfa_challenges (id, factor_id, created_at, ip_address) VALUES (gen_random_uuid(), $1::uuid, now(), $2::inet)
     RETURNING id::text AS id, extract(epoch FROM created_at)::int8 + $3::int8 AS expires_at`,
    [factor.id, ip, lifetime],
  );
  await sql.query('UPDATE auth.mfa_factors SET last_challenged_at = now() WHERE id = $1::uuid', [factor.id]);
  return { id: rows[0]?.id, type: 'totp', expires_at: Number(rows[0]?.expires_at) };
}

/**
 * Verifies a code against a challenge. Success verifies the factor, raises the session to aal2
 * (with `totp` in its amr) and returns a fresh session. Six digits can be guessed, so attempts
 * are counted per challenge and per factor before the code is checked: neither concurrent guesses
 * nor new addresses get past the limits. A right code clears the factor's count.
 */
export async function verify(
  sql: Sql,
  ctx: Pick<AuthContext, 'config' | 'limits'>,
  user: UserRecord,
  sessionId: string,
  factorId: string,
  challengeId: unknown,
  code: unknown,
  issuer: string,
): Promise<SessionJson> {
  const factor = await factorOf(sql, user.id, factorId);
  if (typeof challengeId !== 'string' || !/^[0-9a-f-]{36}$/i.test(challengeId))
    throw errors.challengeNotFound();
  const { rows } = await sql.query<{ verified: boolean; expired: boolean }>(
    `SELECT verified_at IS NOT NULL AS verified, created_at < now() - make_interval(secs => $3) AS expired
     FROM auth.mfa_challenges WHERE id = $1::uuid AND factor_id = $2::uuid`,
    [challengeId, factor.id, ctx.config.mfaChallengeExpiry],
  );
  const found = rows[0];
  if (!found || found.verified) throw errors.challengeNotFound();
  if (found.expired) throw errors.challengeExpired(challengeId);
  limit(ctx.limits.mfaCodesPerChallenge, challengeId);
  limit(ctx.limits.mfaCodesPerFactor, factor.id);
  const valid =
    typeof code === 'string' &&
    /^\d{6}$/.test(code) &&
    totpFor(factor.secret, issuer, user.email ?? user.id).validate({ token: code, window: 1 }) !== null;
  if (!valid) throw errors.verificationFailed();
  ctx.limits.mfaCodesPerFactor.reset(factor.id);
  await sql.query('UPDATE auth.mfa_challenges SET verified_at = now() WHERE id = $1::uuid', [challengeId]);
  await sql.query(`UPDATE auth.mfa_factors SET status = 'verified', updated_at = now() WHERE id = $1::uuid`, [
    factor.id,
  ]);
  // As GoTrue does: an enrolment left unfinished (perhaps by someone who had only the password)
  // could otherwise be verified later from an aal1 session and raise it to aal2.
  await sql.query(`DELETE FROM auth.mfa_factors WHERE user_id = $1::uuid AND status = 'unverified'`, [
    user.id,
  ]);
  await sql.query(
    `UPDATE auth.sessions SET aal = 'aal2', factor_id = $2::uuid, updated_at = now() WHERE id = $1::uuid`,
    [sessionId, factor.id],
  );
  await addAmr(sql, sessionId, 'totp');
  return reissue(sql, ctx.config, (await userById(sql, user.id)) ?? user, sessionId);
}

/** Removes a factor; a verified one only from an aal2 session. */
export async function unenroll(sql: Sql, userId: string, factorId: string, aal: 'aal1' | 'aal2') {
  const factor = await factorOf(sql, userId, factorId);
  if (factor.status === 'verified' && aal !== 'aal2') throw errors.aal2ToUnenroll();
  await sql.query('DELETE FROM auth.mfa_factors WHERE id = $1::uuid', [factor.id]);
  return { id: factor.id };
}

export async function listFactors(sql: Sql, userId: string) {
  const { rows } = await sql.query<{ factors: string }>(
    `SELECT coalesce(json_agg(json_build_object('id', id, 'friendly_name', friendly_name, 'factor_type', factor_type,
       'status', status, 'created_at', created_at, 'updated_at', updated_at) ORDER BY created_at), '[]')::text AS factors
     FROM auth.mfa_factors WHERE user_id = $1::uuid`,
    [userId],
  );
  return JSON.parse(rows[0]?.factors ?? '[]') as unknown[];
}
