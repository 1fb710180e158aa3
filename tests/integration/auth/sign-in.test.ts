import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimsOf, PASSWORD, signedInUser } from '../../support/accounts.ts';
import { clientFor, sharedStack } from '../../support/clients.ts';

const stack = sharedStack();

describe('sign-in, sessions and tokens', () => {
  it('signs in with a password and issues GoTrue-shaped tokens', async () => {
    const { session, email, id } = await signedInUser(stack, { userMetadata: { full_name: 'Ada Lovelace' } });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^[\w-]{20,}$/);
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada Lovelace' },
      is_anonymous: false,
    });
    expect(claims.session_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(session.user).toMatchObject({ id, email, aud: 'authenticated', role: 'authenticated' });
    expect(session.user.identities?.[0]).toMatchObject({ provider: 'email', user_id: id });
  });

  it('refuses a wrong password or an unknown address with invalid_credentials', async () => {
    const { email } = await signedInUser(stack);
    const client = clientFor(stack);
    const wrong = await client.auth.signInWithPassword({ email, password: 'not the password at all' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await client.auth.signInWithPassword({
      email: `nobody-${randomUUID()}@example.test`,
      password: PASSWORD,
    });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const differentCase = await client.auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(differentCase.error).toBeNull();
  });

  it('refuses unconfirmed and banned users', async () => {
    const admin = clientFor(stack, 'service');
    const email = `pending-${randomUUID()}@example.test`;
    await admin.auth.admin.createUser({ email, password: PASSWORD });
    const unconfirmed = await clientFor(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(unconfirmed.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const { id, email: bannedEmail, client } = await signedInUser(stack);
    await admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
    const banned = await clientFor(stack).auth.signInWithPassword({ email: bannedEmail, password: PASSWORD });
    expect(banned.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect((await client.auth.refreshSession()).error).toBeTruthy();
    await admin.auth.admin.updateUserById(id, { ban_duration: 'none' });
    expect(
      (await clientFor(stack).auth.signInWithPassword({ email: bannedEmail, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('rotates refresh tokens and keeps the session usable', async () => {
    const { client, session } = await signedInUser(stack);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session;
    expect(next?.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(next?.access_token ?? '').session_id).toBe(claimsOf(session.access_token).session_id);
    expect((await client.auth.getUser()).data.user?.id).toBe(session.user.id);
  });

  it('reads and updates the signed-in user', async () => {
    const { client } = await signedInUser(stack, { userMetadata: { theme: 'dark', role_title: 'Editor' } });
    const updated = await client.auth.updateUser({
      data: { theme: 'light', role_title: null, team: 'Content' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ theme: 'light', team: 'Content' });
    expect((await client.auth.getUser()).data.user?.user_metadata).toEqual({
      theme: 'light',
      team: 'Content',
    });
  });

  it('changes passwords within the policy only', async () => {
    const { client, email } = await signedInUser(stack);
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length']);
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: 'a brand new long password' })).error).toBeNull();
    const old = await clientFor(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    expect(
      (await clientFor(stack).auth.signInWithPassword({ email, password: 'a brand new long password' }))
        .error,
    ).toBeNull();
  });

  it('signs out one session or all of them', async () => {
    const { client, email, session } = await signedInUser(stack);
    const second = clientFor(stack);
    const secondSession = (await second.auth.signInWithPassword({ email, password: PASSWORD })).data.session;
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    // supabase-js turns GoTrue's session_not_found into its AuthSessionMissingError.
    expect((await clientFor(stack).auth.getUser(session.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    expect((await second.auth.getUser()).error).toBeNull();
    expect((await second.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await clientFor(stack).auth.getUser(secondSession?.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );
    const stale = await clientFor(stack).auth.refreshSession({
      refresh_token: secondSession?.refresh_token ?? '',
    });
    expect(stale.error?.code).toBe('refresh_token_not_found');
  });

  it('keeps sign-up off: staff accounts are created by an admin', async () => {
    const result = await clientFor(stack).auth.signUp({
      email: `new-${randomUUID()}@example.test`,
      password: PASSWORD,
    });
    expect(result.error).toMatchObject({ status: 422, code: 'signup_disabled' });
    const settings: unknown = await (
      await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } })
    ).json();
    expect(settings).toMatchObject({ disable_signup: true, external: { email: true } });
    expect(await (await fetch(`${stack.url}/auth/v1/health`)).json()).toMatchObject({ name: 'GoTrue' });
  });
});
