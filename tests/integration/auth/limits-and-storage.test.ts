import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { outbox, PASSWORD } from '../../support/accounts.ts';
import { clientFor } from '../../support/clients.ts';
import { freshAddress } from '../../support/product.ts';
import { totpCode, wrongTotpCode } from '../../support/totp.ts';
import { REST_FIXTURE_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';
import '../../support/provided.ts';

describe(`auth limits and what it stores (${inject('dbKind')})`, () => {
  let stack: RunningStack;
  const address = () => ({
    url: stack.url,
    anonKey: stack.keys.anonKey,
    serviceRoleKey: stack.keys.serviceRoleKey,
  });

  beforeAll(async () => {
    stack = await startTestStack({
      supabaseDir: REST_FIXTURE_PROJECT,
      databaseUrl: await freshDatabaseUrl(),
      env: {
        AUTH_RATE_LIMIT_SIGN_IN: '8',
        AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL: '3',
        AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '1',
        AUTH_RATE_LIMIT_MFA_VERIFY_PER_FACTOR: '4',
        AUTH_RATE_LIMIT_MFA_VERIFY_PER_CHALLENGE: '2',
      },
    });
  });
  afterAll(() => stack.stop());

  async function createUser(): Promise<{ email: string; id: string }> {
    const email = `limits-${randomUUID()}@example.test`;
    const { data } = await clientFor(address(), 'service').auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    return { email, id: data.user?.id ?? '' };
  }

  /** A client whose requests come from `ip` (the test stacks trust X-Forwarded-For). */
  const from = (ip: string) =>
    createClient(stack.url, stack.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'X-Forwarded-For': ip } },
    });

  /** A user with a verified TOTP factor, and a new password-only (aal1) session of theirs. */
  async function enrolledUser() {
    const { email } = await createUser();
    const owner = from(freshAddress());
    await owner.auth.signInWithPassword({ email, password: PASSWORD });
    const factor = (await owner.auth.mfa.enroll({ factorType: 'totp' })).data;
    const secret = factor?.totp.secret ?? '';
    const first = await owner.auth.mfa.challengeAndVerify({
      factorId: factor?.id ?? '',
      code: totpCode(secret),
    });
    expect(first.error).toBeNull();
    const signedIn = await from(freshAddress()).auth.signInWithPassword({ email, password: PASSWORD });
    return { factorId: factor?.id ?? '', secret, token: signedIn.data.session?.access_token ?? '' };
  }

  /** A factor endpoint called as `token`, each time from a new address, as a guesser rotating them would. */
  async function factorCall(token: string, path: string, body: object = {}) {
    const response = await fetch(`${stack.url}/auth/v1/factors/${path}`, {
      method: 'POST',
      headers: {
        apikey: stack.keys.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
        'X-Forwarded-For': freshAddress(),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { id?: string; code?: string; message?: string };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ...json };
  }

  it('limits two-factor codes per challenge and per factor, whatever the address', async () => {
    const { factorId, secret, token } = await enrolledUser();
    const wrong = wrongTotpCode(secret);
    const guess = async (challengeId: string, code: string) =>
      factorCall(token, `${factorId}/verify`, { challenge_id: challengeId, code });
    const newChallenge = async () => (await factorCall(token, `${factorId}/challenge`)).id ?? '';

    const first = await newChallenge();
    expect((await guess(first, wrong)).code).toBe('mfa_verification_failed');
    expect((await guess(first, wrong)).code).toBe('mfa_verification_failed');
    // Two attempts per challenge: the third is refused, even with the right code.
    expect(await guess(first, totpCode(secret))).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      retryAfter: expect.stringMatching(/^\d+$/) as string,
    });

    const second = await newChallenge();
    expect((await guess(second, wrong)).code).toBe('mfa_verification_failed');
    expect((await guess(second, wrong)).code).toBe('mfa_verification_failed');
    // Four attempts per factor: a fresh challenge does not buy more.
    const third = await newChallenge();
    expect(await guess(third, totpCode(secret))).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
      retryAfter: expect.stringMatching(/^\d+$/) as string,
    });
  });

  it("refuses an expired challenge with GoTrue's mfa_challenge_expired, even with the right code", async () => {
    const { factorId, secret, token } = await enrolledUser();
    const { id = '' } = await factorCall(token, `${factorId}/challenge`);
    // Five minutes pass (GoTrue's challenge lifetime) without waiting for them.
    await stack.db.query(
      `UPDATE auth.mfa_challenges SET created_at = now() - interval '301 seconds' WHERE id = $1`,
      [id],
    );
    expect(
      await factorCall(token, `${factorId}/verify`, { challenge_id: id, code: totpCode(secret) }),
    ).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    });
    const fresh = await factorCall(token, `${factorId}/challenge`);
    expect(
      (await factorCall(token, `${factorId}/verify`, { challenge_id: fresh.id, code: totpCode(secret) }))
        .status,
    ).toBe(200);
  });

  it('stores bcrypt hashes as GoTrue does, with sessions and rotating refresh tokens', async () => {
    const { email, id } = await createUser();
    const client = clientFor(address());
    const first = (await client.auth.signInWithPassword({ email, password: PASSWORD })).data.session;
    await client.auth.refreshSession();
    const user = await stack.db.query<{ encrypted_password: string }>(
      'SELECT encrypted_password FROM auth.users WHERE id = $1',
      [id],
    );
    expect(user.rows[0]?.encrypted_password).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    const tokens = await stack.db.query<{ token: string; revoked: boolean; parent: string | null }>(
      'SELECT token, revoked, parent FROM auth.refresh_tokens WHERE user_id = $1 ORDER BY id',
      [id],
    );
    expect(tokens.rows).toEqual([
      { token: first?.refresh_token, revoked: true, parent: null },
      { token: expect.any(String) as string, revoked: false, parent: first?.refresh_token },
    ]);
    const sessions = await stack.db.query<{ aal: string }>(
      'SELECT aal::text AS aal FROM auth.sessions WHERE user_id = $1',
      [id],
    );
    expect(sessions.rows).toEqual([{ aal: 'aal1' }]);
  });

  it('gives an invited account without a password a random one when the invite is opened, as GoTrue does', async () => {
    const email = `invited-${randomUUID()}@example.test`;
    const invited = await clientFor(address(), 'service').auth.admin.inviteUserByEmail(email);
    const id = invited.data.user?.id ?? '';
    const stored = async () =>
      (
        await stack.db.query<{ encrypted_password: string | null; confirmed: boolean }>(
          'SELECT encrypted_password, email_confirmed_at IS NOT NULL AS confirmed FROM auth.users WHERE id = $1',
          [id],
        )
      ).rows[0];
    expect(await stored()).toEqual({ encrypted_password: null, confirmed: false });
    const [mail] = await outbox(address(), email);
    const invitee = clientFor(address());
    expect(
      (await invitee.auth.verifyOtp({ email, token: mail?.otp ?? '', type: 'invite' })).error,
    ).toBeNull();
    const temporary = await stored();
    expect(temporary).toEqual({
      encrypted_password: expect.stringMatching(/^\$2a\$10\$/) as string,
      confirmed: true,
    });
    // The person then chooses their own, which replaces it.
    expect((await invitee.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    expect((await stored())?.encrypted_password).not.toBe(temporary?.encrypted_password);
    expect(
      (await clientFor(address()).auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('treats a reused refresh token as stolen once the grace interval has passed', async () => {
    const { email } = await createUser();
    const client = clientFor(address());
    const original =
      (await client.auth.signInWithPassword({ email, password: PASSWORD })).data.session?.refresh_token ?? '';
    const rotated = (await clientFor(address()).auth.refreshSession({ refresh_token: original })).data
      .session;
    const withinGrace = await clientFor(address()).auth.refreshSession({ refresh_token: original });
    expect(withinGrace.data.session?.refresh_token).toBe(rotated?.refresh_token);
    // The 1 s grace runs on the database's clock, from the token's rotation.
    await expect
      .poll(
        async () => {
          const { rows } = await stack.db.query<{ seconds: number }>(
            'SELECT extract(epoch FROM now() - updated_at)::float8 AS seconds FROM auth.refresh_tokens WHERE token = $1',
            [original],
          );
          return rows[0]?.seconds;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(1);
    const replay = await clientFor(address()).auth.refreshSession({ refresh_token: original });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The whole session is ended: the current token no longer works either.
    const current = await clientFor(address()).auth.refreshSession({
      refresh_token: rotated?.refresh_token ?? '',
    });
    expect(current.error?.code).toBe('refresh_token_not_found');
  });

  it('refuses wrong passwords past the per-email limit from any address, but lets the right one in', async () => {
    const { email } = await createUser();
    const signIn = async (password: string) =>
      (await from(freshAddress()).auth.signInWithPassword({ email, password })).error;
    for (let i = 0; i < 3; i++)
      expect((await signIn('wrong password here'))?.code).toBe('invalid_credentials');
    expect(await signIn('wrong password here')).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
    // Guessing does not lock the owner out; their sign-in clears the count.
    expect(await signIn(PASSWORD)).toBeNull();
    expect((await signIn('wrong password here'))?.code).toBe('invalid_credentials');
  });

  it('limits sign-ins per client address, the right password included, with 429 and Retry-After', async () => {
    const { email } = await createUser();
    const ip = freshAddress();
    let limited = false;
    for (let i = 0; i < 10 && !limited; i++) {
      const attempt = await from(ip).auth.signInWithPassword({
        email: `nobody-${i}@example.test`,
        password: PASSWORD,
      });
      limited = attempt.error?.status === 429;
    }
    expect(limited).toBe(true);
    const raw = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: stack.keys.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
        'X-Forwarded-For': ip,
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await raw.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });
});
