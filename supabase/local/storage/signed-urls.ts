import { jwtVerify, SignJWT } from 'jose';
import { storageErrors } from './errors.ts';

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * The longest a signed download URL may live: a week, the longest an S3 presigned URL may (AWS
 * SigV4, which Supabase's S3 protocol follows). Storage's own route sets no upper bound; a link
 * that outlives every session it came from is a leak waiting to happen.
 */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

/** A signed upload URL lives two hours, the value hosted Supabase documents (UPLOAD_SIGNED_URL_EXPIRATION_TIME). */
export const SIGNED_UPLOAD_URL_SECONDS = 2 * 60 * 60;

/** `expiresIn` of a request to sign download URLs: whole seconds from 1 to a week. */
export function expiresInOf(body: Record<string, unknown>): number {
  const value = Number(body.expiresIn);
  if (!Number.isInteger(value) || value < 1 || value > MAX_SIGNED_URL_SECONDS)
    throw storageErrors.invalidRequest(
      `expiresIn must be a whole number of seconds from 1 to ${MAX_SIGNED_URL_SECONDS} (a week)`,
    );
  return value;
}

/** A token for `bucket/key` that lets anyone download (or, with `upload`, upload) it until it expires. */
export async function signUrlToken(
  secret: string,
  url: string,
  expiresIn: number,
  upload?: { owner: string | undefined; upsert: boolean },
): Promise<string> {
  const payload: Record<string, unknown> = { url };
  if (upload) Object.assign(payload, { owner: upload.owner ?? null, upsert: upload.upsert });
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(key(secret));
}

export async function verifyUrlToken(
  secret: string,
  token: string | undefined,
  url: string,
): Promise<{ owner: string | undefined; upsert: boolean }> {
  if (!token) throw storageErrors.invalidJwt('Missing token');
  let payload: Record<string, unknown>;
  try {
    payload = (await jwtVerify(token, key(secret), { algorithms: ['HS256'] })).payload;
  } catch (error) {
    throw storageErrors.invalidJwt(
      error instanceof Error && error.name === 'JWTExpired' ? 'jwt expired' : 'invalid signature',
    );
  }
  if (payload.url !== url)
    throw storageErrors.invalidJwt('Invalid signature: the token is for another object');
  return {
    owner: typeof payload.owner === 'string' ? payload.owner : undefined,
    upsert: payload.upsert === true,
  };
}
