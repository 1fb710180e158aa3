import type { KeyObject } from 'node:crypto';
import {
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from 'jose';
import { ASYMMETRIC_ALGORITHMS, type JwtKeys } from '../signing-keys.ts';

export type Claims = JWTPayload & { role?: unknown };

export class JwtError extends Error {
  constructor(
    readonly code: 'PGRST301' | 'PGRST303',
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

/** The bearer token of a request: `Authorization: Bearer …`, else the `apikey` header (as Supabase's gateway does). */
export function bearerToken(headers: Headers): string | undefined {
  const authorization = headers.get('authorization');
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  if (match?.[1]) return match[1];
  return headers.get('apikey') ?? undefined;
}

const HMAC_ALGORITHMS = ['HS256', 'HS384', 'HS512'];
const secretKeys = new Map<string, Uint8Array>();

function secretKey(secret: string): Uint8Array {
  let key = secretKeys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    secretKeys.set(secret, key);
  }
  return key;
}

/**
 * Tokens already verified, with their claims (PostgREST keeps such a cache too): verifying a
 * signature costs more than the rest of a small request. Kept per key set; expiry is checked again
 * on every use.
 */
const verifiedByKeys = new WeakMap<JwtKeys, Map<string, Claims>>();
const VERIFIED_LIMIT = 1000;

function verifiedFor(keys: JwtKeys): Map<string, Claims> {
  let verified = verifiedByKeys.get(keys);
  if (!verified) {
    verified = new Map();
    verifiedByKeys.set(keys, verified);
  }
  return verified;
}

function cachedClaims(token: string, verified: Map<string, Claims>): Claims | undefined {
  const claims = verified.get(token);
  if (!claims) return undefined;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
    verified.delete(token);
    throw new JwtError('PGRST303', 'JWT expired');
  }
  return claims;
}

function remember(token: string, claims: Claims, verified: Map<string, Claims>): void {
  if (verified.size >= VERIFIED_LIMIT) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, claims);
}

/**
 * Verifies a token as PostgREST verifies one against a JWKS holding the secret and the public
 * signing keys (what the Supabase CLI hands it): HS256/384/512 with the secret, ES256/RS256 with
 * the key its `kid` names. `alg: none`, unknown kids, an algorithm other than the key's, bad
 * signatures and expired tokens are refused.
 */
export async function verifyJwt(token: string, keys: JwtKeys): Promise<Claims> {
  const verified = verifiedFor(keys);
  const cached = cachedClaims(token, verified);
  if (cached) return cached;
  const claims = await verifySignature(token, keys);
  remember(token, claims, verified);
  return claims;
}

const noSuitableKey = () => new JwtError('PGRST301', 'No suitable key or wrong key type');

/** The key a token's header asks for, and the algorithms that key may be used with. */
function verificationKey(
  token: string,
  keys: JwtKeys,
): { key: KeyObject | Uint8Array; algorithms: string[] } {
  let header: ProtectedHeaderParameters;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new JwtError('PGRST301', 'JWSError JWSInvalidSignature');
  }
  const { kid, alg } = header;
  if (kid !== undefined) {
    const named = keys.signingKeys.find((key) => key.kid === kid);
    if (named) return { key: named.publicKey, algorithms: [named.alg] };
    throw noSuitableKey();
  }
  if (typeof alg === 'string' && (ASYMMETRIC_ALGORITHMS as readonly string[]).includes(alg)) {
    // Without a kid, a key is found only when exactly one key has the token's algorithm.
    const candidates = keys.signingKeys.filter((key) => key.alg === alg);
    if (candidates.length === 1 && candidates[0]) return { key: candidates[0].publicKey, algorithms: [alg] };
    throw noSuitableKey();
  }
  // HS* with the secret; anything else (`none`, unknown algorithms) fails as a disallowed algorithm.
  return { key: secretKey(keys.secret), algorithms: HMAC_ALGORITHMS };
}

async function verifySignature(token: string, keys: JwtKeys): Promise<Claims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('PGRST301', `Expected 3 parts in JWT; got ${parts.length}`);
  const { key, algorithms } = verificationKey(token, keys);
  try {
    const { payload } = await jwtVerify(token, key, { algorithms, clockTolerance: 30 });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError('PGRST303', 'JWT expired');
    if (error instanceof errors.JWTClaimValidationFailed)
      throw new JwtError(
        'PGRST303',
        `JWT ${error.reason === 'check_failed' ? 'claims are invalid' : error.message}`,
      );
    if (error instanceof errors.JOSEAlgNotAllowed)
      throw new JwtError('PGRST301', 'Wrong or unsupported encoding algorithm');
    throw new JwtError('PGRST301', 'JWSError JWSInvalidSignature');
  }
}
