import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { PASSWORD } from '../../support/accounts.ts';
import { clientFor } from '../../support/clients.ts';
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

  it('limits failed sign-ins per address, then sign-ins per client address, with 429', async () => {
    const { email } = await createUser();
    for (let i = 0; i < 3; i++) {
      expect(
        (await clientFor(address()).auth.signInWithPassword({ email, password: 'wrong password here' })).error
          ?.code,
      ).toBe('invalid_credentials');
    }
    const locked = await clientFor(address()).auth.signInWithPassword({ email, password: PASSWORD });
    expect(locked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    let limited = false;
    for (let i = 0; i < 10 && !limited; i++) {
      const attempt = await clientFor(address()).auth.signInWithPassword({
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
