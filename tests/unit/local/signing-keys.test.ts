import { createPrivateKey, type JsonWebKey, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../supabase/local/config.ts';
import { verifyJwt } from '../../../supabase/local/http/jwt.ts';
import { newSigningKey } from '../../../supabase/local/new-signing-key.ts';
import { activeSigningKey, type JwtKeys, readSigningKeys } from '../../../supabase/local/signing-keys.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'growdigital-signing-keys-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A keys file holding `content` (JSON unless a string is given). */
function keysFile(content: unknown): string {
  const file = path.join(dir, `${randomUUID()}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const SECRET = 'a-secret-of-this-deployment-with-more-than-32-characters';

function sign(key: JsonWebKey, header: { alg: string; kid?: string }) {
  return new SignJWT({ role: 'authenticated', sub: randomUUID() })
    .setProtectedHeader(header)
    .setExpirationTime('1h')
    .sign(createPrivateKey({ key, format: 'jwk' }));
}

describe('the signing keys file', () => {
  it('reads keys as `supabase gen signing-key` writes them; the first that can sign signs', () => {
    const first = newSigningKey('ES256');
    const second = newSigningKey('RS256');
    const keys = readSigningKeys(keysFile([first, second]));
    expect(keys.map((key) => [key.kid, key.alg])).toEqual([
      [first.kid, 'ES256'],
      [second.kid, 'RS256'],
    ]);
    expect(activeSigningKey({ secret: SECRET, signingKeys: keys })?.kid).toBe(first.kid);
    expect(keys[1]?.publicJwk).toEqual({
      kty: 'RSA',
      kid: second.kid,
      alg: 'RS256',
      use: 'sig',
      key_ops: ['verify'],
      ext: true,
      n: second.n,
      e: second.e,
    });
  });

  it('keeps a public-only or verify-only key for verifying, and signs with the next one', () => {
    const retired = newSigningKey('ES256');
    const { d: _private, ...retiredPublic } = retired;
    const current = newSigningKey('ES256');
    const keys = readSigningKeys(
      keysFile([retiredPublic, { ...newSigningKey(), key_ops: ['verify'] }, current]),
    );
    expect(keys.map((key) => key.privateKey !== undefined)).toEqual([false, false, true]);
    expect(activeSigningKey({ secret: SECRET, signingKeys: keys })?.kid).toBe(current.kid);
  });

  it.each([
    ['a file that is not there', path.join(dir, 'missing.json'), /cannot be read \(ENOENT\)/],
    ['text that is not JSON', keysFile('[{'), /is not JSON/],
    ['an object instead of an array', keysFile(newSigningKey()), /JSON array/],
    ['an empty array', keysFile([]), /holds no keys/],
    [
      'a shared secret (oct) key',
      keysFile([{ kty: 'oct', k: 'c2VjcmV0', kid: 'x', alg: 'HS256' }]),
      /JSON array/,
    ],
    ['a key without a kid', keysFile([{ ...newSigningKey(), kid: undefined }]), /kid/],
    ['an ES256 key on another curve', keysFile([{ ...newSigningKey(), crv: 'P-384' }]), /JSON array/],
    [
      'keys that share a kid',
      keysFile([newSigningKey(), { ...newSigningKey(), kid: 'same' }, { ...newSigningKey(), kid: 'same' }]),
      /share a kid/,
    ],
    ['public keys only', keysFile([{ ...newSigningKey(), d: undefined }]), /no key can sign/],
    [
      'a private part that does not match',
      keysFile([{ ...newSigningKey(), d: newSigningKey().d }]),
      /not a usable ES256 key/,
    ],
  ])('refuses %s, naming the setting and the file', (_what, file, problem) => {
    expect(() => readSigningKeys(file)).toThrow(problem);
    expect(() => readSigningKeys(file)).toThrow(`AUTH_SIGNING_KEYS_PATH (${file})`);
  });

  it('gives auth, REST (even with its own secret) and storage the same keys', () => {
    const key = newSigningKey();
    const config = loadConfig({ AUTH_SIGNING_KEYS_PATH: keysFile([key]), PGRST_JWT_SECRET: SECRET });
    for (const jwt of [config.jwt, config.auth.jwt, config.rest.jwt, config.storage.jwt])
      expect(jwt.signingKeys.map((k) => k.kid)).toEqual([key.kid]);
    expect(config.rest.jwt.secret).toBe(SECRET);
    expect(loadConfig({}).jwt.signingKeys).toEqual([]);
  });
});

describe('verifying tokens against the secret and the signing keys', () => {
  const es256 = newSigningKey('ES256');
  const rs256 = newSigningKey('RS256');
  const keys: JwtKeys = { secret: SECRET, signingKeys: readSigningKeys(keysFile([es256, rs256])) };

  it('verifies each algorithm with the key its kid names', async () => {
    const es = await sign(es256, { alg: 'ES256', kid: es256.kid });
    const rs = await sign(rs256, { alg: 'RS256', kid: rs256.kid });
    expect(await verifyJwt(es, keys)).toMatchObject({ role: 'authenticated' });
    expect(await verifyJwt(rs, keys)).toMatchObject({ role: 'authenticated' });
  });

  it('without a kid, uses the one key of the token’s algorithm', async () => {
    expect(await verifyJwt(await sign(es256, { alg: 'ES256' }), keys)).toMatchObject({
      role: 'authenticated',
    });
    const two: JwtKeys = {
      secret: SECRET,
      signingKeys: readSigningKeys(keysFile([es256, newSigningKey('ES256')])),
    };
    await expect(verifyJwt(await sign(es256, { alg: 'ES256' }), two)).rejects.toMatchObject({
      code: 'PGRST301',
      message: 'No suitable key or wrong key type',
    });
  });

  it('refuses a token whose algorithm is not its key’s, and an asymmetric token on an HS256-only stack', async () => {
    await expect(verifyJwt(await sign(rs256, { alg: 'RS256', kid: es256.kid }), keys)).rejects.toMatchObject({
      code: 'PGRST301',
      message: 'Wrong or unsupported encoding algorithm',
    });
    await expect(
      verifyJwt(await sign(es256, { alg: 'ES256', kid: es256.kid }), {
        secret: SECRET,
        signingKeys: [],
      }),
    ).rejects.toMatchObject({ code: 'PGRST301', message: 'No suitable key or wrong key type' });
  });
});
