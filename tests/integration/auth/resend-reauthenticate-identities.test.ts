import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { claimsOf, outbox, PASSWORD, signedInUser } from '../../support/accounts.ts';
import { clientFor, type StackAddress } from '../../support/clients.ts';
import { REST_FIXTURE_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';
import '../../support/provided.ts';

describe(`resend, reauthentication and identities (${inject('dbKind')})`, () => {
  let stack: RunningStack;
  let address: StackAddress;

  beforeAll(async () => {
    stack = await startTestStack({
      supabaseDir: REST_FIXTURE_PROJECT,
      databaseUrl: await freshDatabaseUrl(),
      env: {
        AUTH_ENABLE_SIGNUP: 'true',
        AUTH_SECURE_PASSWORD_CHANGE: 'true',
        AUTH_ENABLE_MANUAL_LINKING: 'true',
      },
    });
    address = { url: stack.url, anonKey: stack.keys.anonKey, serviceRoleKey: stack.keys.serviceRoleKey };
  });
  afterAll(() => stack.stop());

  const backdate = (column: string, email: string) =>
    stack.db.query(`UPDATE auth.users SET ${column} = now() - interval '2 minutes' WHERE email = $1`, [
      email,
    ]);

  it('resends a sign-up confirmation through the mailer, no more than once a minute', async () => {
    const email = `resend-${randomUUID()}@example.test`;
    const client = clientFor(address);
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.resend({ type: 'signup', email })).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
    await backdate('confirmation_sent_at', email);
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await client.auth.resend({ type: 'signup', email })).error).toMatchObject({ status: 429 });
    const [resent, first] = await outbox(address, email);
    expect([first?.kind, resent?.kind]).toEqual(['signup', 'signup']);
    // The first code was replaced; the resent one confirms the account.
    expect(
      (await client.auth.verifyOtp({ email, token: first?.otp ?? '', type: 'signup' })).error,
    ).toMatchObject({
      code: 'otp_expired',
    });
    const confirmed = await client.auth.verifyOtp({ email, token: resent?.otp ?? '', type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('sends nothing for a confirmed account or an unknown address, and answers both alike', async () => {
    const { email: confirmed } = await signedInUser(address);
    const stranger = `stranger-${randomUUID()}@example.test`;
    for (const email of [confirmed, stranger]) {
      const client = clientFor(address);
      expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
      expect((await client.auth.resend({ type: 'signup', email })).error).toMatchObject({
        status: 429,
        code: 'over_email_send_rate_limit',
      });
      expect(await outbox(address, email)).toEqual([]);
    }
  });

  it('resends the email-change confirmation to the new address', async () => {
    const { client, email } = await signedInUser(address);
    const newEmail = `changed-${randomUUID()}@example.test`;
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    await backdate('email_change_sent_at', email);
    expect((await clientFor(address).auth.resend({ type: 'email_change', email })).error).toBeNull();
    const [resent] = await outbox(address, newEmail);
    expect(resent?.kind).toBe('email_change');
    expect(
      (await client.auth.verifyOtp({ email: newEmail, token: resent?.otp ?? '', type: 'email_change' }))
        .error,
    ).toBeNull();
    expect(
      (await clientFor(address).auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('refuses resend requests GoTrue refuses', async () => {
    const resend = (body: unknown) =>
      fetch(`${stack.url}/auth/v1/resend`, {
        method: 'POST',
        headers: {
          apikey: stack.keys.anonKey,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    const email = `x-${randomUUID()}@example.test`;
    expect(await resend({ type: 'recovery', email })).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Missing one of these types: signup, email_change, sms, phone_change',
      },
    });
    expect(await resend({ type: 'signup' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Type provided requires an email address' },
    });
    expect(await resend({ type: 'sms', email })).toMatchObject({
      status: 400,
      body: { message: 'Type provided requires a phone number' },
    });
    expect(await resend({ type: 'sms', phone: '+15555550100' })).toMatchObject({
      status: 400,
      body: { code: 'phone_provider_disabled', message: 'Phone logins are disabled' },
    });
    expect(await resend({ type: 'email_change', email, phone: '+15555550100' })).toMatchObject({
      status: 400,
      body: { message: 'Only an email address or phone number should be provided.' },
    });
    expect(await resend('{"type":')).toMatchObject({ status: 400, body: { code: 'bad_json' } });
    expect(await resend({ type: 'signup', email: 42 })).toMatchObject({
      status: 400,
      body: { code: 'bad_json' },
    });
    expect(await resend({ type: 'signup', email: 'not an address' })).toMatchObject({ status: 400 });
  });

  it('asks a session older than a day for the emailed nonce before it changes the password', async () => {
    const { client, email, session } = await signedInUser(address);
    // A fresh sign-in is proof enough.
    expect((await client.auth.updateUser({ password: 'a fresh session password' })).error).toBeNull();
    await stack.db.query(
      `UPDATE auth.sessions SET created_at = now() - interval '25 hours' WHERE id = $1::uuid`,
      [claimsOf(session.access_token).session_id],
    );
    expect((await client.auth.updateUser({ password: 'a stale session password' })).error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
    });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    expect((await client.auth.reauthenticate()).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
    const [mail] = await outbox(address, email);
    expect(mail).toMatchObject({ kind: 'reauthentication', subject: 'Confirm reauthentication', link: null });
    const wrong = mail?.otp === '000000' ? '111111' : '000000';
    expect(
      (await client.auth.updateUser({ password: 'a stale session password', nonce: wrong })).error,
    ).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(
      (await client.auth.updateUser({ password: 'a stale session password', nonce: mail?.otp ?? '' })).error,
    ).toBeNull();
    expect(
      (await client.auth.updateUser({ password: 'another stale password', nonce: mail?.otp ?? '' })).error,
    ).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(
      (await clientFor(address).auth.signInWithPassword({ email, password: 'a stale session password' }))
        .error,
    ).toBeNull();
  });

  it('unlinks an identity only when another remains, and never starts linking without a provider', async () => {
    const { client, id } = await signedInUser(address);
    const [own] = (await client.auth.getUserIdentities()).data?.identities ?? [];
    if (!own) throw new Error('no identity');
    expect(own.provider).toBe('email');
    expect((await client.auth.unlinkIdentity(own)).error).toMatchObject({
      status: 422,
      code: 'single_identity_not_deletable',
    });
    const linked = await client.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(linked.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(linked.error?.message).toBe('Unsupported provider: provider is not enabled');

    // An identity from elsewhere (as a provider would have added it).
    await stack.db.query(
      `INSERT INTO auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       VALUES ('gh-1', $1::uuid, '{"sub":"gh-1"}', 'github', now(), now())`,
      [id],
    );
    await stack.db.query(
      `UPDATE auth.users SET raw_app_meta_data = raw_app_meta_data || '{"providers":["email","github"]}' WHERE id = $1::uuid`,
      [id],
    );
    expect((await client.auth.unlinkIdentity({ ...own, identity_id: randomUUID() })).error).toMatchObject({
      status: 422,
      code: 'identity_not_found',
    });
    const raw = await fetch(`${stack.url}/auth/v1/user/identities/not-a-uuid`, {
      method: 'DELETE',
      headers: {
        apikey: stack.keys.anonKey,
        Authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token ?? ''}`,
      },
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'identity_id must be an UUID',
    });

    const identities = (await client.auth.getUserIdentities()).data?.identities ?? [];
    const github = identities.find((i) => i.provider === 'github');
    if (!github) throw new Error('no github identity');
    expect((await client.auth.unlinkIdentity(github)).error).toBeNull();
    const user = (await client.auth.getUser()).data.user;
    expect(user?.identities?.map((i) => i.provider)).toEqual(['email']);
    expect(user?.app_metadata.providers).toEqual(['email']);
  });
});
