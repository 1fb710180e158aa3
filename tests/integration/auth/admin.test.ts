import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signedInUser } from '../../support/accounts.ts';
import { clientFor, sharedStack } from '../../support/clients.ts';

const stack = sharedStack();
const admin = () => clientFor(stack, 'service');

describe('the admin API (service role only)', () => {
  it('creates, reads, updates and deletes users', async () => {
    const email = `staff-${randomUUID()}@example.test`;
    const created = await admin().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      app_metadata: { team: 'content' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user).toMatchObject({
      email,
      app_metadata: { provider: 'email', providers: ['email'], team: 'content' },
    });

    expect((await admin().auth.admin.getUserById(id)).data.user?.email).toBe(email);
    const duplicate = await admin().auth.admin.createUser({ email: email.toUpperCase(), password: PASSWORD });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const renamed = `renamed-${randomUUID()}@example.test`;
    const updated = await admin().auth.admin.updateUserById(id, {
      email: renamed,
      user_metadata: { full_name: 'Grace' },
    });
    expect(updated.data.user).toMatchObject({ email: renamed, user_metadata: { full_name: 'Grace' } });

    const signedIn = clientFor(stack);
    const session = (await signedIn.auth.signInWithPassword({ email: renamed, password: PASSWORD })).data
      .session;
    expect((await admin().auth.admin.deleteUser(id)).error).toBeNull();
    expect((await admin().auth.admin.getUserById(id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    // A deleted user's tokens no longer open their account.
    expect((await clientFor(stack).auth.getUser(session?.access_token)).error).toBeTruthy();
    expect(
      (await clientFor(stack).auth.refreshSession({ refresh_token: session?.refresh_token ?? '' })).error,
    ).toBeTruthy();
  });

  it('pages through users with x-total-count and link headers', async () => {
    for (let i = 0; i < 3; i++)
      await admin().auth.admin.createUser({
        email: `page-${i}-${randomUUID()}@example.test`,
        password: PASSWORD,
      });
    const first = await admin().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    const total = (first.data as unknown as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.data).toMatchObject({ nextPage: 2 });
    const second = await admin().auth.admin.listUsers({ page: 2, perPage: 2 });
    const firstIds = first.data.users.map((u) => u.id);
    expect(second.data.users.every((u) => !firstIds.includes(u.id))).toBe(true);

    const raw = await fetch(`${stack.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, apikey: stack.serviceRoleKey },
    });
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    // (supabase-js reads only the first digit of a page number from this header, so check it raw.)
    expect(raw.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
  });

  it('refuses everyone but the service role', async () => {
    const asAnon = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { Authorization: `Bearer ${stack.anonKey}`, apikey: stack.anonKey },
    });
    expect(asAnon.status).toBe(403);
    expect(await asAnon.json()).toMatchObject({ error_code: 'not_admin' });
    const { session } = await signedInUser(stack);
    const asUser = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { Authorization: `Bearer ${session.access_token}`, apikey: stack.anonKey },
    });
    expect(asUser.status).toBe(403);
    const noToken = await fetch(`${stack.url}/auth/v1/admin/users`);
    expect(noToken.status).toBe(401);
  });

  it('generates recovery links without sending mail', async () => {
    const { email } = await signedInUser(stack);
    const link = await admin().auth.admin.generateLink({ type: 'recovery', email });
    expect(link.error).toBeNull();
    expect(link.data.properties).toMatchObject({
      verification_type: 'recovery',
      email_otp: expect.stringMatching(/^\d{6}$/) as string,
    });
    expect(link.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    const verified = await clientFor(stack).auth.verifyOtp({
      token_hash: link.data.properties?.hashed_token ?? '',
      type: 'recovery',
    });
    expect(verified.data.user?.email).toBe(email);
  });
});
