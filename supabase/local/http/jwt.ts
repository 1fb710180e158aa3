import { errors, jwtVerify, type JWTPayload } from 'jose';

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

const ALGORITHMS = ['HS256', 'HS384', 'HS512'];
const keys = new Map<string, Uint8Array>();

function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/**
 * Tokens already verified, with their claims (PostgREST keeps such a cache too): verifying an HMAC
 * signature costs more than the rest of a small request. Expiry is checked again on every use.
 */
const verified = new Map<string, Claims>();
const VERIFIED_LIMIT = 1000;

function cachedClaims(token: string, secret: string): Claims | undefined {
  const key = `${secret}\u0000${token}`;
  const claims = verified.get(key);
  if (!claims) return undefined;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
    verified.delete(key);
    throw new JwtError('PGRST303', 'JWT expired');
  }
  return claims;
}

function remember(token: string, secret: string, claims: Claims): void {
  if (verified.size >= VERIFIED_LIMIT) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(`${secret}\u0000${token}`, claims);
}

/** Verifies an HS256/384/512 token; `alg: none`, bad signatures and expired tokens are refused. */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  const cached = cachedClaims(token, secret);
  if (cached) return cached;
  const claims = await verifySignature(token, secret);
  remember(token, secret, claims);
  return claims;
}

async function verifySignature(token: string, secret: string): Promise<Claims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('PGRST301', `Expected 3 parts in JWT; got ${parts.length}`);
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: ALGORITHMS,
      clockTolerance: 30,
    });
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
    if (error instanceof errors.JWSSignatureVerificationFailed)
      throw new JwtError('PGRST301', 'JWSError JWSInvalidSignature');
    throw new JwtError('PGRST301', 'JWSError JWSInvalidSignature');
  }
}
