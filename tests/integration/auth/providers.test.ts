import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { clientFor, sharedStack } from '../../support/clients.ts';

const stack = sharedStack();

/** A raw auth request in the older clients' shape (no API version header): `{ code, error_code, msg }`. */
async function auth(
  path: string,
  init: { method?: string; body?: unknown; token?: string; versioned?: boolean } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { apikey: stack.anonKey, 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.versioned) headers['X-Supabase-Api-Version'] = '2024-01-01';
  const body =
    init.body === undefined ? null : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const response = await fetch(`${stack.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const idToken = (body: Record<string, unknown>) =>
  auth('/token?grant_type=id_token', { method: 'POST', body });

/** An unsigned JWT naming `iss`: enough for GoTrue to read the issuer before it checks the provider. */
const tokenFrom = (iss: string) =>
  [
    { alg: 'RS256', typ: 'JWT' },
    { iss, sub: 'someone', aud: 'client' },
  ]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') + '.c2ln';

describe('OAuth, OIDC and SSO sign-in, with no provider configured (as GoTrue answers)', () => {
  it('refuses to start an OAuth sign-in', async () => {
    expect(await auth('/authorize?provider=github')).toEqual({
      status: 400,
      body: {
        code: 400,
        error_code: 'validation_failed',
        msg: 'Unsupported provider: provider is not enabled',
      },
    });
    expect(await auth('/authorize?provider=Google&redirect_to=http://localhost:4321')).toMatchObject({
      body: { msg: 'Unsupported provider: provider is not enabled' },
    });
    expect(await auth('/authorize?provider=myspace')).toMatchObject({
      status: 400,
      body: { msg: 'Unsupported provider: Provider myspace could not be found' },
    });
    const settings = (await auth('/settings')).body as { external: Record<string, boolean> };
    expect(settings.external).toMatchObject({ github: false, google: false, apple: false, email: true });
  });

  it('sends a provider callback back to the site with GoTrue’s error: no flow was started here', async () => {
    const callback = async (query: string, init: RequestInit = {}) => {
      const response = await fetch(`${stack.url}/auth/v1/callback${query}`, { ...init, redirect: 'manual' });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin).toBe('http://localhost:4321');
      expect(new URLSearchParams(location.hash.slice(1)).toString()).toBe(location.searchParams.toString());
      return Object.fromEntries(location.searchParams);
    };
    expect(await callback('?code=abc')).toEqual({
      error: 'invalid_request',
      error_code: 'bad_oauth_callback',
      error_description: 'OAuth state parameter missing',
    });
    expect(await callback('?code=abc&state=forged')).toMatchObject({
      error_code: 'bad_oauth_state',
      error_description: 'OAuth callback with invalid state',
    });
  });

  it('refuses ID tokens: the provider named is not enabled', async () => {
    const signIn = await clientFor(stack).auth.signInWithIdToken({
      provider: 'google',
      token: tokenFrom('x'),
    });
    expect(signIn.error).toMatchObject({ status: 400, code: 'provider_disabled' });
    expect(signIn.error?.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled');
    expect(
      await idToken({ provider: 'apple', id_token: tokenFrom('https://appleid.apple.com') }),
    ).toMatchObject({
      status: 400,
      body: {
        error_code: 'provider_disabled',
        msg: 'Provider (issuer "https://appleid.apple.com") is not enabled',
      },
    });
    expect(await idToken({ provider: 'apple', id_token: 'not a token' })).toMatchObject({
      status: 400,
      body: {
        error_code: 'validation_failed',
        msg: 'Unable to detect issuer in ID token for Apple provider',
      },
    });
    expect(await idToken({ provider: 'custom:acme', id_token: 'x' })).toMatchObject({
      body: { error_code: 'validation_failed', msg: 'Custom OAuth providers are disabled' },
    });
    expect(await idToken({ provider: 'acme', id_token: 'x' })).toMatchObject({
      body: { error_code: 'validation_failed', msg: 'Custom OIDC provider "acme" not allowed' },
    });
    // The grant's own checks come first, in OAuth's shape.
    expect(await idToken({ provider: 'google' })).toEqual({
      status: 400,
      body: { error: 'invalid request', error_description: 'id_token required' },
    });
    expect(await idToken({ id_token: 'x' })).toEqual({
      status: 400,
      body: { error: 'invalid request', error_description: 'provider or client_id and issuer required' },
    });
    // Linking with an ID token needs a signed-in user: the anon key is not one.
    const link = { provider: 'google', id_token: 'x', link_identity: true };
    expect(await idToken(link)).toEqual({
      status: 400,
      body: {
        error: 'invalid request',
        error_description: 'Linking requires a valid user access token in Authorization',
      },
    });
    expect(
      await auth('/token?grant_type=id_token', { method: 'POST', body: link, token: stack.anonKey }),
    ).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
    expect(await auth('/token?grant_type=magic', { method: 'POST', body: {} })).toEqual({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
  });

  it('refuses single sign-on: SAML is disabled', async () => {
    const sso = await clientFor(stack).auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
    expect(sso.error?.message).toBe('SAML 2.0 is disabled');
    for (const [path, method] of [
      ['/sso', 'GET'],
      ['/sso', 'POST'],
      ['/sso/saml/metadata', 'GET'],
    ] as const)
      expect(await auth(path, { method, ...(method === 'POST' ? { body: '{' } : {}) })).toEqual({
        status: 404,
        body: { code: 404, error_code: 'saml_provider_disabled', msg: 'SAML 2.0 is disabled' },
      });
  });

  it('keeps manual linking off: linking and unlinking identities are refused', async () => {
    const { client, session } = await signedInUser(stack);
    const linked = await client.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    const [own] = (await client.auth.getUserIdentities()).data?.identities ?? [];
    if (!own) throw new Error('no identity');
    const unlinked = await client.auth.unlinkIdentity(own);
    expect(unlinked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    expect(unlinked.error?.message).toBe('Manual linking is disabled');
    // Signed out, the session is asked for first.
    expect(await auth('/user/identities/authorize?provider=github')).toMatchObject({
      status: 401,
      body: { error_code: 'no_authorization' },
    });
    expect(
      await auth(`/user/identities/${own.identity_id}`, {
        method: 'DELETE',
        token: session.access_token,
        versioned: true,
      }),
    ).toEqual({
      status: 404,
      body: { code: 'manual_linking_disabled', message: 'Manual linking is disabled' },
    });
  });

  it('answers malformed bodies on the new grants and routes with a 4xx in GoTrue’s shape', async () => {
    for (const path of ['/token?grant_type=pkce', '/token?grant_type=id_token', '/resend', '/signup']) {
      for (const body of ['{"a":', '[1,2]', '"text"', '{"email":"a\\u0000b@example.com"}']) {
        const answer = await auth(path, { method: 'POST', body, versioned: true });
        expect(answer.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${path} ${body}`).toBeLessThan(500);
        expect(answer.body).toMatchObject({
          code: expect.any(String) as string,
          message: expect.any(String) as string,
        });
      }
    }
  });
});
