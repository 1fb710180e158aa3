import { createPrivateKey, type JsonWebKey, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import ws from 'ws';
import { newSigningKey } from '../../../supabase/local/new-signing-key.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { claimsOf, PASSWORD } from '../../support/accounts.ts';
import { accessToken, clientFor, sharedStack, type StackAddress } from '../../support/clients.ts';
import { REST_FIXTURE_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';
import '../../support/provided.ts';

/** Every request a supabase-js client sends, by method and path. */
function countingFetch() {
  const requests: string[] = [];
  const fetchAndCount: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    requests.push(`${method} ${url.pathname}`);
    return fetch(input, init);
  };
  const count = (request: string) => requests.filter((sent) => sent === request).length;
  return { fetch: fetchAndCount, count };
}

/** A confirmed user, and a client signed in as them whose requests are counted. */
async function signIn(stack: StackAddress) {
  const email = `keys-${randomUUID()}@example.test`;
  const created = await clientFor(stack, 'service').auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(created.error).toBeNull();
  const counted = countingFetch();
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { fetch: counted.fetch },
  });
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signedIn.error).toBeNull();
  const session = signedIn.data.session;
  if (!session) throw new Error('no session');
  return { client, session, id: session.user.id, count: counted.count };
}

const JWKS_PATH = '/auth/v1/.well-known/jwks.json';

/** The same token with its payload changed and its signature kept. */
function tampered(token: string, change: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(token), ...change })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

async function restStatus(stack: StackAddress, token: string) {
  const response = await fetch(`${stack.url}/rest/v1/notes?select=id`, {
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe(`asymmetric signing keys (${inject('dbKind')})`, () => {
  let stack: RunningStack;
  let keysDir: string;
  let signingKey: JsonWebKey & { kid: string };
  const address = (): StackAddress => ({
    url: stack.url,
    anonKey: stack.keys.anonKey,
    serviceRoleKey: stack.keys.serviceRoleKey,
  });
  const kid = () => signingKey.kid;

  beforeAll(async () => {
    keysDir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-keys-'));
    signingKey = newSigningKey('ES256');
    const file = path.join(keysDir, 'signing_keys.json');
    await fs.writeFile(file, JSON.stringify([signingKey]));
    stack = await startTestStack({
      supabaseDir: REST_FIXTURE_PROJECT,
      databaseUrl: await freshDatabaseUrl(),
      env: { AUTH_SIGNING_KEYS_PATH: file },
    });
  });
  afterAll(async () => {
    await stack.stop();
    await fs.rm(keysDir, { recursive: true, force: true });
  });

  it('publishes the public key at /.well-known/jwks.json, cacheable and open to any origin', async () => {
    const response = await fetch(`${stack.url}${JWKS_PATH}`, { headers: { Origin: 'https://app.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        kid: kid(),
        alg: 'ES256',
        use: 'sig',
        key_ops: ['verify'],
        ext: true,
        x: signingKey.x,
        y: signingKey.y,
      },
    ]);
    expect(JSON.stringify(keys)).not.toContain(String(signingKey.d));
  });

  it('signs access tokens with ES256 and the key id, while the API keys stay HS256', async () => {
    const { session } = await signIn(address());
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'ES256', kid: kid(), typ: 'JWT' });
    expect(decodeProtectedHeader(stack.keys.anonKey)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeProtectedHeader(stack.keys.serviceRoleKey)).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('lets auth.getClaims() verify the token locally with the published key, without asking /user', async () => {
    const { client, id, count } = await signIn(address());
    const first = await client.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims).toMatchObject({ sub: id, role: 'authenticated', aud: 'authenticated' });
    expect(first.data?.header).toMatchObject({ alg: 'ES256', kid: kid() });
    expect(count(`GET ${JWKS_PATH}`)).toBe(1);
    expect(count('GET /auth/v1/user')).toBe(0);
  });

  it('serves REST with row-level security, storage, functions and /user to the ES256 token', async () => {
    const owner = await signIn(address());
    const other = await signIn(address());
    const body = `signed with ES256 ${randomUUID()}`;
    const inserted = await owner.client.from('notes').insert({ body }).select('owner_id, body').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ owner_id: owner.id, body });
    const mine = await owner.client.from('notes').select('body').eq('body', body);
    expect(mine.data).toEqual([{ body }]);
    const theirs = await other.client.from('notes').select('body').eq('body', body);
    expect(theirs.data).toEqual([]);

    const upload = await owner.client.storage
      .from('avatars')
      .upload(
        `${owner.id}/avatar.png`,
        new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
        {
          contentType: 'image/png',
        },
      );
    expect(upload.error).toBeNull();
    const intruder = await other.client.storage
      .from('avatars')
      .upload(`${owner.id}/other.png`, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), {
        contentType: 'image/png',
      });
    expect(intruder.error).not.toBeNull();

    const whoami = await owner.client.functions.invoke<{ user: string }>('whoami', { body: {} });
    expect(whoami.error).toBeNull();
    expect(whoami.data?.user).toBe(owner.id);
    expect((await owner.client.auth.getUser()).data.user?.id).toBe(owner.id);
  });

  it('refuses a tampered token everywhere, in each service’s own error shape', async () => {
    const { session, client } = await signIn(address());
    const forged = tampered(session.access_token, { role: 'service_role' });

    const claims = await client.auth.getClaims(forged);
    expect(claims.data).toBeNull();
    expect(claims.error).toMatchObject({ name: 'AuthInvalidJwtError', message: 'Invalid JWT signature' });

    expect(await restStatus(address(), forged)).toEqual({
      status: 401,
      body: expect.objectContaining({ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' }) as unknown,
    });
    const user = await client.auth.getUser(forged);
    expect(user.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const storage = await fetch(`${stack.url}/storage/v1/bucket`, {
      headers: { apikey: stack.keys.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({ error: 'InvalidJWT', message: 'invalid signature' });
    const fn = await fetch(`${stack.url}/functions/v1/whoami`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${forged}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(fn.status).toBe(401);
    expect(await fn.json()).toMatchObject({ code: 'UNAUTHORIZED_INVALID_JWT' });
  });

  it('refuses unknown key ids, another algorithm under the key id, alg none and expired ES256 tokens', async () => {
    const sign = (header: { alg: string; kid?: string }, key: Parameters<SignJWT['sign']>[0], exp = '1h') =>
      new SignJWT({ role: 'authenticated', aud: 'authenticated', sub: randomUUID() })
        .setProtectedHeader({ ...header, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    const ownKey = createPrivateKey({ key: signingKey, format: 'jwk' });
    const strangerKey = createPrivateKey({ key: newSigningKey('ES256'), format: 'jwk' });
    const secret = new TextEncoder().encode(stack.config.jwtSecret);

    expect(
      await restStatus(address(), await sign({ alg: 'ES256', kid: randomUUID() }, ownKey)),
    ).toMatchObject({
      status: 401,
      body: { code: 'PGRST301', message: 'No suitable key or wrong key type' },
    });
    expect(await restStatus(address(), await sign({ alg: 'ES256', kid: kid() }, strangerKey))).toMatchObject({
      status: 401,
      body: { code: 'PGRST301', message: 'JWSError JWSInvalidSignature' },
    });
    expect(await restStatus(address(), await sign({ alg: 'HS256', kid: kid() }, secret))).toMatchObject({
      status: 401,
      body: { code: 'PGRST301', message: 'Wrong or unsupported encoding algorithm' },
    });
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', kid: kid(), typ: 'JWT' })}.${encode({ role: 'service_role' })}.`;
    expect(await restStatus(address(), unsigned)).toMatchObject({ status: 401, body: { code: 'PGRST301' } });
    const expired = await sign({ alg: 'ES256', kid: kid() }, ownKey, '-1h');
    expect(await restStatus(address(), expired)).toMatchObject({
      status: 401,
      body: { code: 'PGRST303', message: 'JWT expired' },
    });
    const valid = await sign({ alg: 'ES256', kid: kid() }, ownKey);
    expect(await restStatus(address(), valid)).toEqual({ status: 200, body: [] });
  });

  it('still accepts tokens signed with the JWT secret (HS256), as the API keys are', async () => {
    const token = await accessToken({ sub: randomUUID() }, { secret: stack.config.jwtSecret });
    expect(await restStatus(address(), token)).toEqual({ status: 200, body: [] });
    const admin = await clientFor(address(), 'service').auth.admin.listUsers({ perPage: 1 });
    expect(admin.error).toBeNull();
  });
});

describe(`the default HS256 signing (${inject('dbKind')})`, () => {
  const stack = sharedStack();

  it('publishes no keys: the shared secret never leaves the server', async () => {
    const response = await fetch(`${stack.url}${JWKS_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(await response.json()).toEqual({ keys: [] });
  });

  it('signs access tokens with HS256 and no key id; getClaims() asks /user instead of the key set', async () => {
    const { client, session, id, count } = await signIn(stack);
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ sub: id, role: 'authenticated' });
    expect(count('GET /auth/v1/user')).toBe(1);
    expect(count(`GET ${JWKS_PATH}`)).toBe(0);

    const forged = tampered(session.access_token, { role: 'service_role' });
    const refused = await client.auth.getClaims(forged);
    expect(refused.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});
