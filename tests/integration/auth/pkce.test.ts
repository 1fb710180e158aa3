import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { claimsOf, outbox, PASSWORD, signedInUser } from '../../support/accounts.ts';
import { clientFor, type StackAddress } from '../../support/clients.ts';
import { followLink, pkceClient, pkceGrant } from '../../support/pkce-client.ts';
import { REST_FIXTURE_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';
import '../../support/provided.ts';

const BACK = 'http://localhost:4321/admin/welcome';

describe(`the PKCE flow through supabase-js (${inject('dbKind')})`, () => {
  let stack: RunningStack;
  let address: StackAddress;

  beforeAll(async () => {
    stack = await startTestStack({
      supabaseDir: REST_FIXTURE_PROJECT,
      databaseUrl: await freshDatabaseUrl(),
      env: { AUTH_ENABLE_SIGNUP: 'true', AUTH_ADDITIONAL_REDIRECT_URLS: 'http://localhost:4321/admin' },
    });
    address = { url: stack.url, anonKey: stack.keys.anonKey, serviceRoleKey: stack.keys.serviceRoleKey };
  });
  afterAll(() => stack.stop());

  /** The auth code a followed link hands back, in the query (never a session in the fragment). */
  async function codeFrom(link: string): Promise<string> {
    expect(link).toContain('token=pkce_');
    const back = await followLink(link);
    expect(`${back.origin}${back.pathname}`).toBe(BACK);
    expect(back.hash).toBe('');
    return back.searchParams.get('code') ?? '';
  }

  it('confirms a sign-up from the emailed link and exchanges the code for a session, once', async () => {
    const email = `pkce-signup-${randomUUID()}@example.test`;
    const { client, codeVerifier } = pkceClient(address);
    const signedUp = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: BACK },
    });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    expect(signedUp.data.user).toMatchObject({ email });
    expect(signedUp.data.user?.email_confirmed_at).toBeUndefined();
    expect(
      (await clientFor(address).auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
    });

    const [mail] = await outbox(address, email);
    expect(mail?.kind).toBe('signup');
    const code = await codeFrom(mail?.link ?? '');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const verifier = codeVerifier();
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect(claimsOf(exchanged.data.session?.access_token ?? '').amr).toEqual([
      { method: 'email/signup', timestamp: expect.any(Number) as number },
    ]);

    // The code is spent: the same code and verifier again find no flow.
    expect(await pkceGrant(address, { auth_code: code, code_verifier: verifier })).toMatchObject({
      status: 404,
      body: { code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' },
    });
    expect(
      (await clientFor(address).auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('signs in from a magic link', async () => {
    const { email } = await signedInUser(address);
    const { client } = pkceClient(address);
    const asked = await client.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: BACK },
    });
    expect(asked.error).toBeNull();
    const [mail] = await outbox(address, email);
    expect(mail?.kind).toBe('magiclink');
    const exchanged = await client.auth.exchangeCodeForSession(await codeFrom(mail?.link ?? ''));
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(claimsOf(exchanged.data.session?.access_token ?? '').amr).toEqual([
      { method: 'magiclink', timestamp: expect.any(Number) as number },
    ]);
  });

  it('confirms a change of email address from the new address', async () => {
    const { email } = await signedInUser(address);
    const { client, lastCodeVerifier } = pkceClient(address);
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const newEmail = `pkce-moved-${randomUUID()}@example.test`;
    expect((await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: BACK })).error).toBeNull();
    const [mail] = await outbox(address, newEmail);
    expect(mail?.kind).toBe('email_change');
    const code = await codeFrom(mail?.link ?? '');
    // supabase-js drops its verifier when it saves the updated user, so the code is traded here.
    const exchanged = await pkceGrant(address, { auth_code: code, code_verifier: lastCodeVerifier() });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user).toMatchObject({ email: newEmail });
    expect(claimsOf(String(exchanged.body.access_token)).amr).toEqual([
      { method: 'email_change', timestamp: expect.any(Number) as number },
    ]);
  });

  it('still accepts the emailed code, or the token hash a server verifies, instead of the link', async () => {
    const { email } = await signedInUser(address);
    const { client } = pkceClient(address);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: BACK } });
    const [mail] = await outbox(address, email);
    const typed = await clientFor(address).auth.verifyOtp({ email, token: mail?.otp ?? '', type: 'email' });
    expect(typed.error).toBeNull();
    expect(typed.data.session?.user.email).toBe(email);

    const other = await signedInUser(address);
    await client.auth.resetPasswordForEmail(other.email, { redirectTo: BACK });
    const [recovery] = await outbox(address, other.email);
    const tokenHash = new URL(recovery?.link ?? '').searchParams.get('token') ?? '';
    expect(tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/);
    const verified = await clientFor(address).auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(other.email);
  });

  it('recovers a password: the exchange says it is a recovery, then the password can be changed', async () => {
    const { email } = await signedInUser(address);
    const { client } = pkceClient(address);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: BACK })).error).toBeNull();
    const [mail] = await outbox(address, email);
    expect(mail?.kind).toBe('recovery');
    const exchanged = await client.auth.exchangeCodeForSession(await codeFrom(mail?.link ?? ''));
    expect(exchanged.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'a recovered long password' })).error).toBeNull();
    expect(
      (await clientFor(address).auth.signInWithPassword({ email, password: 'a recovered long password' }))
        .error,
    ).toBeNull();
  });

  it('lets an invited member in through a magic link (GoTrue’s invite link itself carries no challenge)', async () => {
    const email = `pkce-invitee-${randomUUID()}@example.test`;
    expect((await clientFor(address, 'service').auth.admin.inviteUserByEmail(email)).error).toBeNull();
    const [invite] = await outbox(address, email);
    expect(invite?.kind).toBe('invite');
    expect(invite?.link).not.toContain('token=pkce_');

    const { client } = pkceClient(address);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: BACK } });
    const [mail] = await outbox(address, email);
    expect(mail?.kind).toBe('magiclink');
    const exchanged = await client.auth.exchangeCodeForSession(await codeFrom(mail?.link ?? ''));
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user).toMatchObject({ email, invited_at: expect.any(String) as string });
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    expect(
      (await clientFor(address).auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('refuses a wrong verifier, an unknown or expired code and an incomplete request, as GoTrue does', async () => {
    const { email } = await signedInUser(address);
    const { client, codeVerifier } = pkceClient(address);
    await client.auth.resetPasswordForEmail(email, { redirectTo: BACK });
    const [mail] = await outbox(address, email);
    const code = await codeFrom(mail?.link ?? '');
    const verifier = codeVerifier();

    expect(await pkceGrant(address, { auth_code: code, code_verifier: `${verifier}x` })).toMatchObject({
      status: 400,
      body: {
        code: 'bad_code_verifier',
        message: 'code challenge does not match previously saved code verifier',
      },
    });
    expect(await pkceGrant(address, { auth_code: code })).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'invalid request: both auth code and code verifier should be non-empty',
      },
    });
    expect(await pkceGrant(address, '{"auth_code":')).toMatchObject({
      status: 400,
      body: { code: 'bad_json' },
    });
    const unknown = await pkceClient(address).client.auth.exchangeCodeForSession(randomUUID());
    // supabase-js refuses before asking when it holds no verifier; GoTrue's answer needs one.
    expect(unknown.error?.name).toBe('AuthPKCECodeVerifierMissingError');
    expect(await pkceGrant(address, { auth_code: randomUUID(), code_verifier: verifier })).toMatchObject({
      status: 404,
      body: { code: 'flow_state_not_found' },
    });

    // A recovery flow lives five minutes from when it was asked for.
    await stack.db.query(
      `UPDATE auth.flow_state SET created_at = now() - interval '6 minutes' WHERE auth_code = $1`,
      [code],
    );
    const expired = await client.auth.exchangeCodeForSession(code);
    expect(expired.error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });

  it('sends errors back in the query too, where a PKCE client reads them', async () => {
    const { email } = await signedInUser(address);
    const { client } = pkceClient(address);
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: BACK } });
    const [mail] = await outbox(address, email);
    await codeFrom(mail?.link ?? '');
    const spent = await followLink(mail?.link ?? '');
    expect(spent.searchParams.get('error_code')).toBe('otp_expired');
    expect(spent.searchParams.get('error_description')).toBe('Email link is invalid or has expired');
    expect(new URLSearchParams(spent.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('checks the code challenge it is sent', async () => {
    const otp = (body: Record<string, unknown>) =>
      fetch(`${stack.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: stack.keys.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `x-${randomUUID()}@example.test`, create_user: false, ...body }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(await otp({ code_challenge: 'a'.repeat(43) })).toEqual({
      status: 400,
      body: {
        code: 400,
        error_code: 'validation_failed',
        msg: 'PKCE flow requires code_challenge_method and code_challenge',
      },
    });
    expect(await otp({ code_challenge: 'short', code_challenge_method: 's256' })).toMatchObject({
      status: 400,
      body: {
        error_code: 'validation_failed',
        msg: 'code challenge has to be between 43 and 128 characters',
      },
    });
    expect(await otp({ code_challenge: `${'a'.repeat(43)}!`, code_challenge_method: 's256' })).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed' },
    });
    expect(await otp({ code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' })).toMatchObject({
      status: 200,
    });
  });

  it('confirms a resent sign-up email the same way', async () => {
    const email = `pkce-resend-${randomUUID()}@example.test`;
    const { client } = pkceClient(address);
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: BACK } });
    await stack.db.query(
      `UPDATE auth.users SET confirmation_sent_at = now() - interval '2 minutes' WHERE email = $1`,
      [email],
    );
    expect(
      (await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: BACK } })).error,
    ).toBeNull();
    const [resent, first] = await outbox(address, email);
    expect(first?.kind).toBe('signup');
    expect(resent?.kind).toBe('signup');
    expect(resent?.link).not.toBe(first?.link);
    const exchanged = await client.auth.exchangeCodeForSession(await codeFrom(resent?.link ?? ''));
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
  });
});
