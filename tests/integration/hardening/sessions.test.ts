/**
 * A session's end, everywhere at once: after sign-out (this device or all), deletion or demotion,
 * the same still-unexpired access token gets nothing more from REST, storage or the staff edge
 * functions, and the refresh token is refused. roles-and-sessions.test.ts covers the REST side of
 * sign-out, role removal and deletion for drafts; this covers the rest. Runtime: about 8 s per
 * database on the shared two-core machine (11–20 s at load average 20).
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, inject, it } from 'vitest';
import ws from 'ws';
import { PASSWORD } from '../../support/accounts.ts';
import {
  enrolTotp,
  freshAddress,
  member,
  type Member,
  productAnon,
  productService,
} from '../../support/product.ts';
import { totpCode } from '../../support/totp.ts';

const service = productService();
const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
const json = () => new Blob(['{"tables":{}}'], { type: 'application/json' });

/** Staff data to reach: an inbox message, a résumé, a backup record and its file. */
const staffData = { email: '', resume: '', backupFile: '' };

beforeAll(async () => {
  staffData.email = `session-${randomUUID()}@example.com`;
  staffData.resume = `${randomUUID()}/cv.pdf`;
  staffData.backupFile = `uploaded/session-${randomUUID()}.json`;
  await Promise.all([
    service
      .from('contact_submissions')
      .insert({ name: 'Sam Session', email: staffData.email, message: 'A message only staff read.' })
      .throwOnError(),
    stored('resumes', staffData.resume, pdf()),
    stored('backups', staffData.backupFile, json()),
    service
      .from('backups')
      .insert({
        file_path: staffData.backupFile,
        schema_version: '20261122001000',
        size_bytes: 13,
        sha256: 'b'.repeat(64),
      })
      .throwOnError(),
  ]);
});

async function stored(bucket: string, path: string, file: Blob): Promise<void> {
  const { error } = await service.storage.from(bucket).upload(path, file);
  if (error) throw error;
}

/** A client that sends exactly this access token (no session of its own to refresh or sign out). */
const withToken = (token: string) =>
  createClient(inject('productUrl'), inject('anonKey'), {
    accessToken: () => Promise.resolve(token),
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { headers: { 'X-Forwarded-For': freshAddress() } },
  });

async function callFunction(name: string, token: string, body: object): Promise<string> {
  const response = await fetch(`${inject('productUrl')}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: inject('anonKey'),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': freshAddress(),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { error?: { code?: string } };
  return `${response.status}${answer.error?.code ? ` ${answer.error.code}` : ''}`;
}

/** What one access token reaches, place by place. */
async function reach(token: string) {
  const client = withToken(token);
  const [inbox, backups, resume, backupFile, users, restore] = await Promise.all([
    client.from('contact_submissions').select('id').eq('email', staffData.email),
    client.from('backups').select('id').eq('file_path', staffData.backupFile),
    client.storage.from('resumes').download(staffData.resume),
    client.storage.from('backups').download(staffData.backupFile),
    callFunction('admin-users', token, { action: 'list', perPage: 1 }),
    // A backup that does not exist: an admin learns so (404); anyone else is turned away first.
    callFunction('backups', token, { action: 'restore', backup_id: randomUUID(), dry_run: true }),
  ]);
  return {
    inbox: (inbox.data ?? []).length,
    backups: (backups.data ?? []).length,
    resume: !resume.error,
    backupFile: !backupFile.error,
    users,
    restore,
  };
}

const ADMIN_REACH = {
  inbox: 1,
  backups: 1,
  resume: true,
  backupFile: true,
  users: '200',
  restore: '404 backup_not_found',
};
const NO_REACH = {
  inbox: 0,
  backups: 0,
  resume: false,
  backupFile: false,
  users: '401 not_signed_in',
  restore: '401 not_signed_in',
};
const EDITOR_REACH = {
  ...NO_REACH,
  inbox: 1,
  resume: true,
  users: '403 not_admin',
  restore: '403 forbidden',
};

async function refreshTokenOf(m: Member): Promise<string> {
  const { data } = await m.client.auth.getSession();
  return data.session?.refresh_token ?? '';
}
const refreshes = async (refreshToken: string) =>
  !(await productAnon().auth.refreshSession({ refresh_token: refreshToken })).error;

describe.concurrent('a session that ends', () => {
  it('on sign-out from this device: its tokens reach nothing, while another device stays in', async ({
    expect,
  }) => {
    const admin = await member('admin');
    const other = productAnon();
    const otherSession = (await other.auth.signInWithPassword({ email: admin.email, password: PASSWORD }))
      .data.session;
    const refreshToken = await refreshTokenOf(admin);
    expect(await reach(admin.accessToken)).toEqual(ADMIN_REACH);

    expect((await admin.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await reach(admin.accessToken)).toEqual(NO_REACH);
    expect(await refreshes(refreshToken)).toBe(false);
    expect(await reach(otherSession?.access_token ?? '')).toEqual(ADMIN_REACH);
  });

  it('on sign-out everywhere: every device is out', async ({ expect }) => {
    const admin = await member('admin');
    const other = productAnon();
    const otherSession = (await other.auth.signInWithPassword({ email: admin.email, password: PASSWORD }))
      .data.session;
    const refreshToken = await refreshTokenOf(admin);

    expect((await admin.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    for (const token of [admin.accessToken, otherSession?.access_token ?? ''])
      expect(await reach(token)).toEqual(NO_REACH);
    expect(await refreshes(refreshToken)).toBe(false);
    expect(await refreshes(otherSession?.refresh_token ?? '')).toBe(false);
  });

  it('when an admin deletes the user', async ({ expect }) => {
    const [deleter, doomed] = await Promise.all([member('admin'), member('admin')]);
    const refreshToken = await refreshTokenOf(doomed);
    expect(
      await callFunction('admin-users', deleter.accessToken, { action: 'delete', userId: doomed.id }),
    ).toBe('200');
    expect(await reach(doomed.accessToken)).toEqual(NO_REACH);
    expect(await refreshes(refreshToken)).toBe(false);
  });
});

describe.concurrent('a demotion', () => {
  it('from admin to editor ends admin-only access at once, with the same token', async ({ expect }) => {
    const [boss, demoted] = await Promise.all([member('admin'), member('admin')]);
    expect(await reach(demoted.accessToken)).toEqual(ADMIN_REACH);
    const setRole = { action: 'set_role', userId: demoted.id, role: 'editor' };
    expect(await callFunction('admin-users', boss.accessToken, setRole)).toBe('200');
    expect(await reach(demoted.accessToken)).toEqual({
      ...ADMIN_REACH,
      backups: 0,
      backupFile: false,
      users: '403 not_admin',
      restore: '403 forbidden',
    });
    const upload = await withToken(demoted.accessToken)
      .storage.from('backups')
      .upload(`uploaded/demoted-${randomUUID()}.json`, json());
    expect(upload.error).not.toBeNull();
  });

  it('from editor to no role ends staff access at once, with the same token', async ({ expect }) => {
    const [boss, demoted] = await Promise.all([member('admin'), member('editor')]);
    expect(await reach(demoted.accessToken)).toEqual(EDITOR_REACH);
    const setRole = { action: 'set_role', userId: demoted.id, role: 'none' };
    expect(await callFunction('admin-users', boss.accessToken, setRole)).toBe('200');
    expect(await reach(demoted.accessToken)).toEqual({ ...EDITOR_REACH, inbox: 0, resume: false });
    expect(await callFunction('request-build', demoted.accessToken, {})).toBe('403 forbidden');
  });
});

describe.concurrent('an enrolled second factor', () => {
  /** A new sign-in with the password only (aal1), and its second step with the code (aal2). */
  async function passwordOnly(m: Member) {
    const client = productAnon();
    const { data } = await client.auth.signInWithPassword({ email: m.email, password: PASSWORD });
    const secondStep = async ({ factorId, secret }: { factorId: string; secret: string }) => {
      const { data: raised } = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
      return raised?.access_token ?? '';
    };
    return { token: data.session?.access_token ?? '', secondStep };
  }

  it('holds back every staff right until the session has passed it, for admins and editors alike', async ({
    expect,
  }) => {
    // The site's require_admin_mfa stays off: having a factor is what makes it needed.
    const [admin, editor] = await Promise.all([member('admin'), member('editor')]);
    const [adminFactor, editorFactor] = await Promise.all([enrolTotp(admin), enrolTotp(editor)]);
    const [adminSignIn, editorSignIn] = await Promise.all([passwordOnly(admin), passwordOnly(editor)]);

    expect(await reach(adminSignIn.token)).toEqual({
      ...NO_REACH,
      users: '403 mfa_required',
      restore: '403 mfa_required',
    });
    expect(await reach(editorSignIn.token)).toEqual({ ...EDITOR_REACH, inbox: 0, resume: false });
    expect(await callFunction('request-build', editorSignIn.token, {})).toBe('403 forbidden');

    expect(await reach(await adminSignIn.secondStep(adminFactor))).toEqual(ADMIN_REACH);
    expect(await reach(await editorSignIn.secondStep(editorFactor))).toEqual(EDITOR_REACH);
  });
});
