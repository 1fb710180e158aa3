import { bearerToken, type Claims, JwtError, verifyJwt } from '../http/jwt.ts';
import type { JwtKeys } from '../signing-keys.ts';
import { ApiError } from './errors.ts';

export interface RequestAuth {
  claims: Claims;
  role: string;
  /** Whether the request runs as a role other than the anonymous one (PostgREST answers 403, not 401, to those). */
  authenticated: boolean;
}

export async function authenticate(headers: Headers, keys: JwtKeys, anonRole: string): Promise<RequestAuth> {
  const token = bearerToken(headers);
  if (!token) return { claims: { role: anonRole }, role: anonRole, authenticated: false };
  try {
    const claims = await verifyJwt(token, keys);
    const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : anonRole;
    return { claims, role, authenticated: role !== anonRole };
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    throw new ApiError(401, error.code, error.message, null, null, {
      headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.message}"` },
    });
  }
}
