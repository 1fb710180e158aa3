import { jwtVerify, SignJWT } from 'jose';
import { storageErrors } from './errors.ts';

const key = (secret: string) => new TextEncoder().encode(secret);

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
