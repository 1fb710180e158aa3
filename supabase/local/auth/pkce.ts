import crypto from 'node:crypto';
import type { AuthConfig } from '../config.ts';
import type { Sql } from '../db/database.ts';
import { literal } from '../db/quote.ts';
import { errors } from './errors.ts';
import type { OtpType } from './one-time-tokens.ts';

/** What a PKCE flow was started for: GoTrue's authentication method names, also the session's amr. */
export type FlowMethod = 'email/signup' | 'magiclink' | 'recovery' | 'email_change' | 'invite';

/** The PKCE flow an emailed link of each type finishes, and the provider type GoTrue records for it. */
export const FLOW_OF: Record<OtpType, { method: FlowMethod; providerType: string }> = {
  recovery: { method: 'recovery', providerType: 'recovery' },
  magiclink: { method: 'magiclink', providerType: 'magiclink' },
  email: { method: 'magiclink', providerType: 'magiclink' },
  invite: { method: 'invite', providerType: 'invite' },
  signup: { method: 'email/signup', providerType: 'email' },
  email_change: { method: 'email_change', providerType: 'email_change' },
};

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** RFC 7636 §4.2, as GoTrue checks it. */
const CHALLENGE_CHARACTERS = /^[a-zA-Z._~0-9-]+$/;

/** A string field ('' when absent); another JSON type is refused as GoTrue's decoder refuses it. */
const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw errors.badJson();
  return value;
};

/**
 * The PKCE challenge a request carries (supabase-js with `flowType: 'pkce'` sends one), or undefined
 * for the implicit flow: both fields or neither, a challenge of 43–128 URL-safe characters, `s256` or `plain`.
 */
export function codeChallengeOf(body: Record<string, unknown>): CodeChallenge | undefined {
  const challenge = text(body.code_challenge);
  const method = text(body.code_challenge_method);
  if ((challenge === '') !== (method === '')) throw errors.pkceParams();
  if (challenge === '') return undefined;
  if (challenge.length < 43 || challenge.length > 128)
    throw errors.validation('code challenge has to be between 43 and 128 characters');
  if (!CHALLENGE_CHARACTERS.test(challenge))
    throw errors.validation(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  const normalized = method.toLowerCase();
  // GoTrue answers an unknown method with a 500; it is the client's mistake, so a 400 here.
  if (normalized !== 's256' && normalized !== 'plain')
    throw errors.validation(`unsupported code_challenge method ${JSON.stringify(method)}`);
  return { challenge, method: normalized };
}

/** Records the challenge of a flow started for `userId`; the emailed link then ends with an auth code. */
export async function createFlowState(
  sql: Sql,
  userId: string,
  type: OtpType,
  { challenge, method: challengeMethod }: CodeChallenge,
): Promise<void> {
  const { method, providerType } = FLOW_OF[type];
  await sql.query(
    `INSERT INTO auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     VALUES (gen_random_uuid(), $1::uuid, gen_random_uuid()::text, ${literal(challengeMethod)}::auth.code_challenge_method,
       $2, $3, $4, now(), now())`,
    [userId, challenge, providerType, method],
  );
}

/** The auth code of the user's latest flow for `method`, now issued (GoTrue's issueAuthCode). */
export async function issueAuthCode(sql: Sql, userId: string, method: FlowMethod): Promise<string> {
  const { rows } = await sql.query<{ auth_code: string }>(
    `UPDATE auth.flow_state SET auth_code_issued_at = now(), updated_at = now()
     WHERE id = (SELECT id FROM auth.flow_state WHERE user_id = $1::uuid AND authentication_method = $2
                 ORDER BY created_at DESC LIMIT 1)
     RETURNING auth_code`,
    [userId, method],
  );
  const code = rows[0]?.auth_code;
  if (!code) throw errors.noFlowStateForUser();
  return code;
}

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: 's256' | 'plain';
  authentication_method: string;
  expired: boolean;
}

function verifierMatches(row: FlowRow, verifier: string): boolean {
  const expected =
    row.code_challenge_method === 's256'
      ? crypto.createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(row.code_challenge);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * Trades an auth code and the verifier of its challenge for the flow's user, once: the flow is
 * deleted. A magic link's code lives `flowStateExpiry` seconds from when it was issued, every other
 * flow's from when it was started, as in GoTrue.
 */
export async function redeemAuthCode(
  sql: Sql,
  config: AuthConfig,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: string }> {
  const { rows } = await sql.query<FlowRow>(
    `SELECT id::text AS id, user_id::text AS user_id, code_challenge, code_challenge_method::text AS code_challenge_method,
       authentication_method,
       now() > (CASE WHEN auth_code_issued_at IS NOT NULL AND authentication_method = 'magiclink'
                     THEN auth_code_issued_at ELSE created_at END) + make_interval(secs => $2) AS expired
     FROM auth.flow_state WHERE auth_code = $1 FOR UPDATE`,
    [authCode, config.flowStateExpiry],
  );
  const row = rows[0];
  if (!row?.user_id) throw errors.flowStateNotFound();
  if (row.expired) throw errors.flowStateExpired();
  if (!verifierMatches(row, verifier)) throw errors.badCodeVerifier();
  await sql.query('DELETE FROM auth.flow_state WHERE id = $1::uuid', [row.id]);
  return { userId: row.user_id, method: row.authentication_method };
}
