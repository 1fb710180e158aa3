import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import type { AuthConfig } from '../config.ts';
import { activeSigningKey } from '../signing-keys.ts';
import type { UserRecord } from './users.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface SessionClaims {
  sessionId: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
}

/**
 * A GoTrue access token: the claims PostgREST, RLS policies and supabase-js read. Signed as GoTrue
 * signs with GOTRUE_JWT_KEYS: with the asymmetric signing key and its `kid` when one is configured,
 * else HS256 with the JWT secret.
 */
export async function signAccessToken(
  config: AuthConfig,
  user: UserRecord,
  session: SessionClaims,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + config.jwtExpiry;
  const signingKey = activeSigningKey(config.jwt);
  const token = await new SignJWT({
    aud: 'authenticated',
    iss: `${config.externalUrl}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role ?? 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader(
      signingKey ? { alg: signingKey.alg, kid: signingKey.kid, typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' },
    )
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signingKey ? signingKey.privateKey : new TextEncoder().encode(config.jwt.secret));
  return { token, expiresAt };
}

/** An opaque refresh token (GoTrue's are random base64url strings). */
export function newRefreshToken(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** A six-digit one-time code. */
export function newOtp(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** GoTrue's token hash for emailed links: SHA-224 of the address and the one-time code. */
export function tokenHash(email: string, otp: string): string {
  return crypto
    .createHash('sha224')
    .update(email + otp)
    .digest('hex');
}
