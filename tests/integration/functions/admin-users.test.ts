import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_USERS_MESSAGES,
  deleteStaff,
  disableStaff,
  enableStaff,
  inviteStaff,
  listStaff,
  resendInvite,
  sendPasswordReset,
  setStaffRole,
} from '../../../admin/src/lib/admin-users.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { outbox, PASSWORD } from '../../support/accounts.ts';
import { clientFor, type StackAddress } from '../../support/clients.ts';
import { enrolTotp, type Member, member, productService } from '../../support/product.ts';
import { totpCode } from '../../support/totp.ts';
import { PRODUCT_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

// A product stack of its own: these tests demote and disable admins and switch the admins' two-factor
// rule, which would disturb the shared stack's other tests, as their admins would disturb these.
let running: RunningStack;
let stack: StackAddress;
beforeAll(async () => {
  running = await startTestStack({ supabaseDir: PRODUCT_PROJECT, databaseUrl: await freshDatabaseUrl() });
  stack = { url: running.url, anonKey: running.keys.anonKey, serviceRoleKey: running.keys.serviceRoleKey };
});
afterAll(() => running.stop());

const service = () => productService(stack);
const staff = (role: 'admin' | 'editor' | 'no_role') => member(role, stack);
const RESET_PAGE = 'http://localhost:4321/admin/reset-password';

/** The function called without supabase-js, to see statuses and bodies exactly. */
async function post(body: string | undefined, token: string | undefined, method = 'POST') {
  const headers = new Headers({ apikey: stack.anonKey, 'Content-Type': 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${stack.url}/functions/v1/admin-users`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

async function roleRow(userId: string) {
  const { data } = await service().from('user_roles').select('role').eq('user_id', userId);
  return data?.[0]?.role ?? null;
}

async function roleChangesBy(actor: Member, userId: string) {
  const { data } = await service()
    .from('audit_log')
    .select('action, actor_id')
    .eq('table_name', 'user_roles')
    .eq('row_id', userId)
    .order('id');
  return (data ?? []).filter((entry) => entry.actor_id === actor.id).map((entry) => entry.action);
}

const signsIn = async (email: string, password = PASSWORD) =>
  (await clientFor(stack).auth.signInWithPassword({ email, password })).error?.code ?? 'ok';

const pendingOf = async (admin: Member, email: string) =>
  (await listStaff(admin.client, { search: email })).users[0]?.invitePending;

/** Moves a user's last emails a minute and more into the past, as if the email interval had passed. */
async function emailIntervalPassed(userId: string) {
  await running.db.query(
    `update auth.users set invited_at = invited_at - interval '61 seconds',
       recovery_sent_at = recovery_sent_at - interval '61 seconds' where id = $1::uuid`,
    [userId],
  );
}

describe(`the admin-users function (${inject('dbKind')})`, () => {
  it('lists every user with their role, last sign-in, status and two-factor, filtered, sorted and paged', async () => {
    const admin = await staff('admin');
    const editor = await staff('editor');
    const nobody = await staff('no_role');
    await enrolTotp(editor);

    const found = await listStaff(admin.client, { search: editor.email.toUpperCase() });
    expect(found.total).toBe(1);
    expect(found.users[0]).toEqual({
      id: editor.id,
      email: editor.email,
      role: 'editor',
      createdAt: expect.any(String) as unknown,
      lastSignInAt: expect.any(String) as unknown,
      invitedAt: null,
      invitePending: false,
      disabled: false,
      mfaEnabled: true,
    });
    const withoutRole = await listStaff(admin.client, { role: 'none', perPage: 100 });
    expect(withoutRole.users.map((u) => u.id)).toContain(nobody.id);
    expect(withoutRole.users.every((u) => u.role === null)).toBe(true);
    expect(withoutRole.users.find((u) => u.id === nobody.id)?.mfaEnabled).toBe(false);

    const tag = randomUUID().slice(0, 8);
    for (const n of [1, 2, 3]) {
      const email = `paged-${tag}-${n}@example.test`;
      await service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    }
    const secondPage = await listStaff(admin.client, { search: tag, perPage: 2, page: 2, order: 'desc' });
    expect(secondPage).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(secondPage.users.map((u) => u.email)).toEqual([`paged-${tag}-1@example.test`]);
    expect(secondPage.users[0]?.lastSignInAt).toBeNull();
  });

  it('invites by email with a role: the invite arrives and its code lets the person choose a password', async () => {
    const admin = await staff('admin');
    const email = `invitee-${randomUUID()}@example.test`;
    const invited = await inviteStaff(
      admin.client,
      { email: ` ${email.toUpperCase()} `, role: 'editor' },
      RESET_PAGE,
    );
    expect(invited).toMatchObject({ email, role: 'editor', invitePending: true, disabled: false });
    expect(await roleRow(invited.id)).toBe('editor');
    expect(await roleChangesBy(admin, invited.id)).toEqual(['insert']);

    const [mail] = await outbox(stack, email);
    expect(mail).toMatchObject({ kind: 'invite', subject: 'You have been invited' });
    expect(mail?.link).toContain(encodeURIComponent(RESET_PAGE));
    const invitee = clientFor(stack);
    const accepted = await invitee.auth.verifyOtp({ email, token: mail?.otp ?? '', type: 'invite' });
    expect(accepted.error).toBeNull();
    expect((await invitee.auth.updateUser({ password: 'chosen by the invitee' })).error).toBeNull();
    expect(await signsIn(email, 'chosen by the invitee')).toBe('ok');
    const listed = await listStaff(admin.client, { search: email });
    expect(listed.users[0]).toMatchObject({ invitePending: false, role: 'editor' });
  });

  it('keeps an invite pending after its link is opened, until the person chooses a password', async () => {
    const admin = await staff('admin');
    const email = `opened-${randomUUID()}@example.test`;
    await inviteStaff(admin.client, { email, role: 'editor' }, RESET_PAGE);
    const [mail] = await outbox(stack, email);
    const opened = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(new URL(opened.headers.get('location') ?? '').hash).toContain('access_token=');

    // Opening the link signed them in and confirmed the address, and, as GoTrue does, gave the
    // account a random password: none of which means they chose one.
    const listed = (await listStaff(admin.client, { search: email })).users[0];
    expect(listed).toMatchObject({ invitePending: true, lastSignInAt: expect.any(String) as unknown });

    const fragment = new URLSearchParams(new URL(opened.headers.get('location') ?? '').hash.slice(1));
    const invitee = clientFor(stack);
    await invitee.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await invitee.auth.updateUser({ password: 'chosen after opening' })).error).toBeNull();
    expect(await pendingOf(admin, email)).toBe(false);
    expect(await signsIn(email, 'chosen after opening')).toBe('ok');
  });

  it('resends an invite once a minute: a new invite while unopened, a recovery link once opened', async () => {
    const admin = await staff('admin');
    const email = `resent-${randomUUID()}@example.test`;
    const invited = await inviteStaff(admin.client, { email, role: 'editor' }, RESET_PAGE);
    const tooSoon = resendInvite(admin.client, invited.id, RESET_PAGE);
    await expect(tooSoon).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
    await expect(tooSoon).rejects.toThrow(/less than 60 seconds ago: try again in \d+ seconds?\./);
    expect(await outbox(stack, email)).toHaveLength(1);

    await emailIntervalPassed(invited.id);
    const [first] = await outbox(stack, email);
    expect(await resendInvite(admin.client, invited.id, RESET_PAGE)).toMatchObject({
      id: invited.id,
      invitePending: true,
    });
    const [second] = await outbox(stack, email);
    expect(second).toMatchObject({ kind: 'invite', subject: 'You have been invited' });
    expect(second?.link).toContain(encodeURIComponent(RESET_PAGE));
    const stale = await clientFor(stack).auth.verifyOtp({ email, token: first?.otp ?? '', type: 'invite' });
    expect(stale.error).toMatchObject({ code: 'otp_expired' });
    const invitee = clientFor(stack);
    expect(
      (await invitee.auth.verifyOtp({ email, token: second?.otp ?? '', type: 'invite' })).error,
    ).toBeNull();

    // Opened, so confirmed: GoTrue refuses to invite the address again, and a recovery link goes instead.
    await emailIntervalPassed(invited.id);
    await resendInvite(admin.client, invited.id, RESET_PAGE);
    const [third] = await outbox(stack, email);
    expect(third).toMatchObject({ kind: 'recovery' });
    expect(third?.link).toContain(encodeURIComponent(RESET_PAGE));
    const recovered = clientFor(stack);
    expect(
      (await recovered.auth.verifyOtp({ email, token: third?.otp ?? '', type: 'recovery' })).error,
    ).toBeNull();
    expect((await recovered.auth.updateUser({ password: 'chosen from the resent link' })).error).toBeNull();
    expect(await pendingOf(admin, email)).toBe(false);

    await emailIntervalPassed(invited.id);
    await expect(resendInvite(admin.client, invited.id)).rejects.toMatchObject({
      code: 'invite_accepted',
      status: 409,
      message: ADMIN_USERS_MESSAGES.invite_accepted,
    });
    const member = await staff('editor');
    await expect(resendInvite(admin.client, member.id)).rejects.toMatchObject({ code: 'invite_accepted' });
    expect(await outbox(stack, email)).toHaveLength(3);
  });

  it('resends no invite to a disabled account', async () => {
    const admin = await staff('admin');
    const invited = await inviteStaff(admin.client, {
      email: `disabled-invitee-${randomUUID()}@example.test`,
      role: 'editor',
    });
    await disableStaff(admin.client, invited.id);
    await emailIntervalPassed(invited.id);
    await expect(resendInvite(admin.client, invited.id)).rejects.toMatchObject({
      code: 'user_disabled',
      status: 409,
    });
    expect((await listStaff(admin.client, { search: invited.email })).users[0]).toMatchObject({
      disabled: true,
      invitePending: true,
    });
  });

  it('creates a ready account when given a password, and refuses an address that has one (409)', async () => {
    const admin = await staff('admin');
    const email = `created-${randomUUID()}@example.test`;
    const created = await inviteStaff(admin.client, {
      email,
      role: 'admin',
      password: 'a long enough password',
    });
    expect(created).toMatchObject({ email, role: 'admin', invitePending: false });
    expect(await outbox(stack, email)).toEqual([]);
    expect(await signsIn(email, 'a long enough password')).toBe('ok');
    expect(await roleRow(created.id)).toBe('admin');

    await expect(inviteStaff(admin.client, { email, role: 'editor' })).rejects.toMatchObject({
      code: 'email_exists',
      status: 409,
      message: ADMIN_USERS_MESSAGES.email_exists,
    });
    expect(await roleRow(created.id)).toBe('admin');
  });

  it('changes a role and takes it away, as the calling admin', async () => {
    const admin = await staff('admin');
    const target = await staff('editor');
    expect(await setStaffRole(admin.client, target.id, 'admin')).toMatchObject({
      id: target.id,
      role: 'admin',
    });
    expect(await roleRow(target.id)).toBe('admin');
    expect(await setStaffRole(admin.client, target.id, 'none')).toMatchObject({ role: null });
    expect(await roleRow(target.id)).toBeNull();
    expect(await setStaffRole(admin.client, target.id, 'editor')).toMatchObject({ role: 'editor' });
    expect(await roleChangesBy(admin, target.id)).toEqual(['update', 'delete', 'insert']);
    // A role without a session change: the editor's next request already reads as an editor.
    const { data } = await target.client.from('user_roles').select('role');
    expect(data).toEqual([{ role: 'editor' }]);
  });

  it('sends a password reset email, at most once a minute per person', async () => {
    const admin = await staff('admin');
    const target = await staff('editor');
    expect(await sendPasswordReset(admin.client, target.id, RESET_PAGE)).toMatchObject({ id: target.id });
    const [mail] = await outbox(stack, target.email);
    expect(mail).toMatchObject({ kind: 'recovery', subject: 'Reset your password' });
    expect(mail?.link).toContain(encodeURIComponent(RESET_PAGE));
    const again = sendPasswordReset(admin.client, target.id);
    await expect(again).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
    await expect(again).rejects.toThrow(/seconds/);
  });

  it('disables sign-in and session refresh, and enables sign-in again', async () => {
    const admin = await staff('admin');
    const target = await staff('editor');
    expect(await disableStaff(admin.client, target.id)).toMatchObject({ id: target.id, disabled: true });
    expect(await signsIn(target.email)).toBe('user_banned');
    expect((await target.client.auth.refreshSession()).error).not.toBeNull();
    expect((await listStaff(admin.client, { search: target.email })).users[0]?.disabled).toBe(true);
    await expect(sendPasswordReset(admin.client, target.id)).rejects.toMatchObject({
      code: 'user_disabled',
      status: 409,
    });

    expect(await enableStaff(admin.client, target.id)).toMatchObject({ disabled: false, role: 'editor' });
    expect(await signsIn(target.email)).toBe('ok');
  });

  it('deletes a user and their role', async () => {
    const admin = await staff('admin');
    const target = await staff('editor');
    expect(await deleteStaff(admin.client, target.id)).toMatchObject({ id: target.id, email: target.email });
    expect((await service().auth.admin.getUserById(target.id)).error?.status).toBe(404);
    expect(await roleRow(target.id)).toBeNull();
    expect(await roleChangesBy(admin, target.id)).toEqual(['delete']);
    expect(await signsIn(target.email)).toBe('invalid_credentials');
    await expect(deleteStaff(admin.client, target.id)).rejects.toMatchObject({
      code: 'user_not_found',
      status: 404,
    });
    await expect(setStaffRole(admin.client, randomUUID(), 'editor')).rejects.toMatchObject({
      code: 'user_not_found',
      message: ADMIN_USERS_MESSAGES.user_not_found,
    });
  });
});

describe('who may call admin-users', () => {
  it('refuses editors and users without a role (403) and callers without a live session (401)', async () => {
    const editor = await staff('editor');
    const nobody = await staff('no_role');
    const forbidden = { code: 'not_admin', status: 403, message: ADMIN_USERS_MESSAGES.not_admin };
    await expect(listStaff(editor.client)).rejects.toMatchObject(forbidden);
    await expect(setStaffRole(editor.client, editor.id, 'admin')).rejects.toMatchObject(forbidden);
    await expect(listStaff(nobody.client)).rejects.toMatchObject(forbidden);
    expect(await roleRow(editor.id)).toBe('editor');

    // supabase-js without a session sends the anon key: a valid JWT, but nobody's.
    await expect(listStaff(clientFor(stack))).rejects.toMatchObject({ code: 'not_signed_in', status: 401 });
    expect(await post('{"action":"list"}', stack.anonKey)).toMatchObject({
      status: 401,
      body: { error: { code: 'not_signed_in', message: 'Sign in to manage users.' } },
    });
    expect((await post('{"action":"list"}', undefined)).status).toBe(401);
    expect((await post('{"action":"list"}', 'not.a.jwt')).status).toBe(401);

    const signedOut = await staff('admin');
    await signedOut.client.auth.signOut();
    expect((await post('{"action":"list"}', signedOut.accessToken)).body).toMatchObject({
      error: { code: 'not_signed_in' },
    });
  });

  it('asks admins for a two-factor session while site_settings.require_admin_mfa is on', async () => {
    const admin = await staff('admin');
    const requireMfa = (on: boolean) =>
      service().from('site_settings').update({ require_admin_mfa: on }).eq('id', true);
    await requireMfa(true);
    try {
      await expect(listStaff(admin.client)).rejects.toMatchObject({ code: 'mfa_required', status: 403 });
      await enrolTotp(admin);
      expect((await listStaff(admin.client)).total).toBeGreaterThan(0);
    } finally {
      await requireMfa(false);
    }
  });

  it('asks an admin who enrolled a factor for a two-factor session, even while the site does not', async () => {
    const admin = await staff('admin');
    const factor = await enrolTotp(admin);
    const passwordOnly = clientFor(stack);
    await passwordOnly.auth.signInWithPassword({ email: admin.email, password: PASSWORD });
    await expect(listStaff(passwordOnly)).rejects.toMatchObject({
      code: 'mfa_required',
      status: 403,
      message: ADMIN_USERS_MESSAGES.mfa_required,
    });
    await passwordOnly.auth.mfa.challengeAndVerify({
      factorId: factor.factorId,
      code: totpCode(factor.secret),
    });
    expect((await listStaff(passwordOnly)).total).toBeGreaterThan(0);
  });
});

describe('admins cannot lock the back office', () => {
  it('keeps an admin who can sign in: the last one is neither demoted, disabled nor deleted (409)', async () => {
    const solo = await staff('admin');
    const { data: others } = await service().from('user_roles').select('user_id').eq('role', 'admin');
    const otherIds = (others ?? []).map((o) => o.user_id).filter((id) => id !== solo.id);
    await service().from('user_roles').update({ role: 'editor' }).in('user_id', otherIds);
    try {
      const lastAdmin = { code: 'last_admin', status: 409, message: ADMIN_USERS_MESSAGES.last_admin };
      await expect(setStaffRole(solo.client, solo.id, 'editor')).rejects.toMatchObject(lastAdmin);
      await expect(disableStaff(solo.client, solo.id)).rejects.toMatchObject(lastAdmin);
      await expect(deleteStaff(solo.client, solo.id)).rejects.toMatchObject(lastAdmin);

      // A disabled admin cannot sign in, so does not count.
      const banned = await staff('admin');
      await service().auth.admin.updateUserById(banned.id, { ban_duration: '24h' });
      await expect(setStaffRole(solo.client, solo.id, 'none')).rejects.toMatchObject(lastAdmin);
      // Nor does one who has not accepted their invite yet.
      await inviteStaff(solo.client, { email: `pending-${randomUUID()}@example.test`, role: 'admin' });
      await expect(disableStaff(solo.client, solo.id)).rejects.toMatchObject(lastAdmin);

      await enableStaff(solo.client, banned.id);
      await expect(setStaffRole(solo.client, solo.id, 'editor')).rejects.toMatchObject({
        code: 'self_lockout',
      });
      // Another admin who can sign in may demote them.
      const colleague = clientFor(stack);
      expect(
        (await colleague.auth.signInWithPassword({ email: banned.email, password: PASSWORD })).error,
      ).toBeNull();
      expect(await setStaffRole(colleague, solo.id, 'editor')).toMatchObject({ role: 'editor' });
    } finally {
      await service().from('user_roles').update({ role: 'admin' }).in('user_id', otherIds);
    }
  });

  it('does not let admins demote, disable or delete themselves (409)', async () => {
    const admin = await staff('admin');
    await staff('admin');
    const self = { code: 'self_lockout', status: 409, message: ADMIN_USERS_MESSAGES.self_lockout };
    await expect(setStaffRole(admin.client, admin.id, 'editor')).rejects.toMatchObject(self);
    await expect(setStaffRole(admin.client, admin.id, 'none')).rejects.toMatchObject(self);
    await expect(disableStaff(admin.client, admin.id)).rejects.toMatchObject(self);
    await expect(deleteStaff(admin.client, admin.id)).rejects.toMatchObject(self);
    expect(await setStaffRole(admin.client, admin.id, 'admin')).toMatchObject({ role: 'admin' });
    expect(await signsIn(admin.email)).toBe('ok');
    expect(await roleRow(admin.id)).toBe('admin');
  });
});

describe('admin-users requests', () => {
  it('answers malformed requests with 400 and the invalid fields, after checking the caller', async () => {
    const admin = await staff('admin');
    expect(await post('not json', admin.accessToken)).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_json' } },
    });
    expect(await post('{"action":"promote"}', admin.accessToken)).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    });
    const badFields = await post(
      JSON.stringify({ action: 'set_role', userId: '42', role: 'owner' }),
      admin.accessToken,
    );
    expect(badFields.status).toBe(400);
    expect(badFields.body).toMatchObject({
      error: {
        code: 'invalid_request',
        issues: [
          { path: 'userId', message: 'userId must be a user id (a UUID)' },
          { path: 'role', message: 'Choose a role: admin, editor or none' },
        ],
      },
    });
    await expect(
      inviteStaff(admin.client, { email: 'not-an-address', role: 'editor' }),
    ).rejects.toMatchObject({
      code: 'invalid_request',
      status: 400,
      issues: [{ path: 'email', message: 'Enter a valid email address' }],
    });
    await expect(
      inviteStaff(admin.client, {
        email: `short-${randomUUID()}@example.test`,
        role: 'editor',
        password: 'short',
      }),
    ).rejects.toMatchObject({ code: 'invalid_request', issues: [{ path: 'password' }] });

    const editor = await staff('editor');
    expect((await post('not json', editor.accessToken)).status).toBe(403);
    expect((await post(undefined, admin.accessToken, 'GET')).status).toBe(405);
  });

  it('answers CORS preflights', async () => {
    const preflight = await fetch(`${stack.url}/functions/v1/admin-users`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://admin.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, apikey, x-client-info',
      },
    });
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const admin = await staff('admin');
    const answered = await post('{"action":"list","perPage":1}', admin.accessToken);
    expect(answered.headers.get('access-control-allow-origin')).toBe('*');
  });
});
