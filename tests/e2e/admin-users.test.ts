import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_MESSAGES } from '../../admin/src/lib/admin-users.ts';
import {
  adminPathOf,
  adminUrl,
  expectPageHeading,
  outboxFor,
  PASSWORD,
  signedInPage,
  submitSignIn,
  totpCode,
} from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { type Member, member, productAnon, productService } from '../support/product.ts';

// The shared stack's other tests have admins of their own: these tests only change users they create.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The users page as `admin`, searched for `email` (so the row is on the first page). */
async function openUsers(admin: Member, email: string) {
  const opened = await signedInPage(browser, admin);
  await opened.page.goto(adminUrl(`/user-management?q=${encodeURIComponent(email)}`));
  await expectPageHeading(opened.page, 'Users');
  return opened;
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

async function chooseAction(page: Page, email: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' | '), { timeout: 10_000 })
    .toContain(text);
}

async function roleRow(userId: string) {
  const { data } = await productService().from('user_roles').select('role').eq('user_id', userId);
  return data?.[0]?.role ?? null;
}

async function authUser(userId: string) {
  const { data } = await productService().auth.admin.getUserById(userId);
  return data.user;
}

/** Invites `email` as an editor from the users page; its row then shows. */
async function inviteFromPage(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expectToast(page, 'Invitation sent');
  await rowOf(page, email).waitFor();
}

const statusOf = (page: Page, email: string) => rowOf(page, email).getByRole('cell').nth(4).textContent();

async function choosePassword(page: Page, password = PASSWORD): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectPageHeading(page, 'Dashboard');
}

async function signsIn(email: string): Promise<void> {
  const { page, context } = await openPage(browser);
  await page.goto(adminUrl('/login'));
  await submitSignIn(page, email);
  await expectPageHeading(page, 'Dashboard');
  await context.close();
}

describe('user management', () => {
  it('lists staff with their role, sign-in, two-factor and status, searched and filtered by role', async () => {
    const admin = await member('admin');
    const editor = await member('editor');
    const nobody = await member('no_role');
    const factor = (await editor.client.auth.mfa.enroll({ factorType: 'totp' })).data;
    const verified = await editor.client.auth.mfa.challengeAndVerify({
      factorId: factor?.id ?? '',
      code: totpCode(factor?.totp.secret ?? ''),
    });
    expect(verified.error).toBeNull();
    const { page, context } = await signedInPage(browser, admin);
    await page.goto(adminUrl('/user-management'));
    await expectPageHeading(page, 'Users');
    await page.getByLabel('Search by email').fill(editor.email);
    await expect.poll(() => adminPathOf(page)).toContain(`q=${encodeURIComponent(editor.email)}`);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const row = rowOf(page, editor.email);
    const [email, role, lastSignIn, twoFactor, status] = await row.getByRole('cell').allTextContents();
    expect([email, role, twoFactor, status]).toEqual([editor.email, 'Editor', 'On', 'Active']);
    expect(lastSignIn).toMatch(/now|seconds? ago|minutes? ago/);

    await page.getByLabel('Search by email').fill(nobody.email);
    await rowOf(page, nobody.email).waitFor();
    const nobodyCells = await rowOf(page, nobody.email).getByRole('cell').allTextContents();
    expect([nobodyCells[1], nobodyCells[3]]).toEqual(['No role', 'Off']);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await expect.poll(() => adminPathOf(page)).toContain('role=editor');
    await page.getByText(`Nothing matches “${nobody.email}”.`).waitFor();
    await page.getByLabel('Role', { exact: true }).selectOption('none');
    await rowOf(page, nobody.email).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the admin’s own row without actions, and why', async () => {
    const admin = await member('admin');
    const { page, context } = await openUsers(admin, admin.email);
    const row = rowOf(page, admin.email);
    await row.waitFor();
    expect(await row.getByText('You', { exact: true }).count()).toBe(1);
    expect(await row.getByText(ADMIN_USERS_MESSAGES.self_lockout).count()).toBe(1);
    expect(await row.getByRole('button', { name: `Actions for ${admin.email}` }).isDisabled()).toBe(true);
    expect(await roleRow(admin.id)).toBe('admin');
    await context.close();
  });

  it('invites staff with a role: the invite is emailed and its link lets them choose a password', async () => {
    const admin = await member('admin');
    const email = `invitee-${randomUUID()}@example.test`;
    const { page, context } = await openUsers(admin, email);
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => dialog.getByText('Enter an email address').count()).toBe(1);
    expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-address');
    await dialog.getByLabel('Set a password now instead of sending an invite').check();
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect.poll(() => dialog.getByText('Enter a valid email address').count()).toBe(1);
    expect(await dialog.getByText('Use at least 10 characters for the password').count()).toBe(1);
    await dialog.getByLabel('Set a password now instead of sending an invite').uncheck();

    await dialog.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await dialog.getByRole('radio', { name: /^Editor/ }).check();
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await expectToast(page, 'Invitation sent');
    await dialog.waitFor({ state: 'detached' });
    const row = rowOf(page, email);
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Editor');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Invite pending');

    const { data } = await productService().auth.admin.listUsers({ perPage: 1000 });
    const invited = data.users.find((user) => user.email === email);
    expect(invited?.invited_at).toBeTruthy();
    expect(await roleRow(invited?.id ?? '')).toBe('editor');
    const [mail] = await outboxFor(email);
    expect(mail?.kind).toBe('invite');

    // Inviting someone who already has an account says so, on the field and in a toast.
    const existing = await member('no_role');
    await page.getByRole('button', { name: 'Invite staff' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(existing.email);
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await expectToast(page, ADMIN_USERS_MESSAGES.email_exists);
    await expect.poll(() => dialog.getByText(ADMIN_USERS_MESSAGES.email_exists).count()).toBe(1);
    expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await context.close();

    const invitee = await browser.newContext();
    const invitePage = await invitee.newPage();
    await invitePage.goto(mail?.link ?? '');
    await expect.poll(() => new URL(invitePage.url()).pathname).toBe('/admin/reset-password');
    await invitePage.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await invitePage.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await invitePage.getByLabel('Repeat the new password').fill(PASSWORD);
    await invitePage.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => adminPathOf(invitePage)).toBe('/');
    await expectPageHeading(invitePage, 'Dashboard');
    await invitee.close();
  });

  it('creates a ready account when the admin sets a password', async () => {
    const admin = await member('admin');
    const email = `created-${randomUUID()}@example.test`;
    const password = `chosen ${randomUUID().slice(0, 8)}`;
    const { page, context } = await openUsers(admin, email);
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Set a password now instead of sending an invite').check();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expectToast(page, `${email} can sign in with the password you chose.`);
    const row = rowOf(page, email);
    await row.waitFor();
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Active');
    expect(await outboxFor(email)).toEqual([]);
    const signedIn = await productAnon().auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect(await roleRow(signedIn.data.user?.id ?? '')).toBe('editor');
    await context.close();
  });

  it('changes a role and sends a password reset', async () => {
    const admin = await member('admin');
    const editor = await member('editor');
    const { page, context } = await openUsers(admin, editor.email);
    await page.getByRole('button', { name: `Actions for ${editor.email}` }).click();
    await page.getByRole('menu').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Change role…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change role' });
    expect(await dialog.getByRole('radio', { name: /^Editor/ }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: /^No role/ }).check();
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expectToast(page, `${editor.email} no longer has a role.`);
    await expect.poll(() => roleRow(editor.id)).toBeNull();
    await expect.poll(() => rowOf(page, editor.email).getByRole('cell').nth(1).textContent()).toBe('No role');

    await chooseAction(page, editor.email, 'Change role…');
    await dialog.getByRole('radio', { name: /^Admin/ }).check();
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect.poll(() => roleRow(editor.id)).toBe('admin');
    await expect.poll(() => rowOf(page, editor.email).getByRole('cell').nth(1).textContent()).toBe('Admin');

    await chooseAction(page, editor.email, 'Send password reset…');
    await page.getByRole('alertdialog', { name: 'Send a password reset?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await expectToast(page, 'Password reset sent');
    await expect.poll(async () => (await outboxFor(editor.email))[0]?.kind).toBe('recovery');
    expect((await outboxFor(editor.email))[0]?.link).toContain(
      encodeURIComponent(adminUrl('/reset-password')),
    );
    await context.close();
  });

  it('disables and enables an account, and deletes a user after confirming', async () => {
    const admin = await member('admin');
    const editor = await member('editor');
    const { page, context } = await openUsers(admin, editor.email);
    const status = () => rowOf(page, editor.email).getByRole('cell').nth(4).textContent();

    await chooseAction(page, editor.email, 'Disable…');
    await page.getByRole('alertdialog', { name: 'Disable this account?' }).waitFor();
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await expectToast(page, `${editor.email} can no longer sign in.`);
    await expect.poll(status).toBe('Disabled');
    expect(new Date((await authUser(editor.id))?.banned_until ?? 0).getTime()).toBeGreaterThan(Date.now());

    await chooseAction(page, editor.email, 'Enable');
    await expectToast(page, `${editor.email} can sign in again.`);
    await expect.poll(status).toBe('Active');
    const enabled = await authUser(editor.id);
    expect(new Date(enabled?.banned_until ?? 0).getTime()).toBeLessThanOrEqual(Date.now());

    await chooseAction(page, editor.email, 'Delete…');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this user?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await authUser(editor.id)).not.toBeNull();
    await chooseAction(page, editor.email, 'Delete…');
    await page.getByRole('button', { name: 'Delete user' }).click();
    await expectToast(page, 'User deleted');
    await page.getByText(`Nothing matches “${editor.email}”.`).waitFor();
    expect(await authUser(editor.id)).toBeFalsy();
    expect(await roleRow(editor.id)).toBeNull();
    await context.close();
  });

  it('says when a user was removed in the meantime', async () => {
    const admin = await member('admin');
    const editor = await member('editor');
    const { page, context } = await openUsers(admin, editor.email);
    await rowOf(page, editor.email).waitFor();
    await productService().auth.admin.deleteUser(editor.id);
    await chooseAction(page, editor.email, 'Disable…');
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await expectToast(page, ADMIN_USERS_MESSAGES.user_not_found);
    await page.getByText(`Nothing matches “${editor.email}”.`).waitFor();
    await context.close();
  });

  it('sends an editor to /admin/unauthorized', async () => {
    const editor = await member('editor');
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/user-management'));
    await expect.poll(() => adminPathOf(page)).toBe('/unauthorized');
    await context.close();
  });
});

describe('invitations', () => {
  it('keeps the set-password step through a reload and a closed tab, and the invite pending until a password is chosen', async () => {
    const admin = await member('admin');
    const email = `pending-${randomUUID()}@example.test`;
    const { page, context } = await openUsers(admin, email);
    await inviteFromPage(page, email);
    expect(await statusOf(page, email)).toBe('Invite pending');
    const [invite] = await outboxFor(email);

    const invitee = await openPage(browser);
    await invitee.page.goto(invite?.link ?? '');
    await invitee.page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await invitee.page.reload();
    await invitee.page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The tab is closed and the spent link opened again: the session it created is still there.
    await invitee.page.close();
    const reopened = await invitee.context.newPage();
    await reopened.goto(invite?.link ?? '');
    await reopened.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await reopened.getByText(`For ${email}`).count()).toBe(1);

    // Opening the link signed them in, but they have no password yet.
    await page.reload();
    await expect.poll(() => statusOf(page, email)).toBe('Invite pending');
    expect(await rowOf(page, email).getByRole('cell').nth(2).textContent()).not.toBe('Never');

    await choosePassword(reopened);
    await invitee.context.close();
    await signsIn(email);
    await page.reload();
    await expect.poll(() => statusOf(page, email)).toBe('Active');
    await page.getByRole('button', { name: `Actions for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Send password reset…' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Resend invite' }).count()).toBe(0);
    await context.close();
  });

  it('resends an invite: the new email works, and a stale link offers a new one', async () => {
    const admin = await member('admin');
    const email = `resent-${randomUUID()}@example.test`;
    const { page, context } = await openUsers(admin, email);
    await inviteFromPage(page, email);
    const [first] = await outboxFor(email);

    await chooseAction(page, email, 'Resend invite');
    await expectToast(page, `${email} will get a new email with a link to choose a password.`);
    await expect.poll(async () => (await outboxFor(email)).length).toBe(2);
    const [second] = await outboxFor(email);
    expect(second?.kind).toBe('invite');
    expect(second?.link).toContain(encodeURIComponent(adminUrl('/reset-password')));

    // The first link stopped working, and this browser has no session from it.
    const invitee = await openPage(browser);
    await invitee.page.goto(first?.link ?? '');
    await invitee.page.getByRole('heading', { name: 'Ask for a new link' }).waitFor();
    expect(await invitee.page.getByRole('alert').textContent()).toBe('Email link is invalid or has expired');
    expect(await axeViolations(invitee.page)).toEqual([]);
    await invitee.page.getByLabel('Email').fill(email);
    await invitee.page.getByRole('button', { name: 'Send reset link' }).click();
    await invitee.page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for that address, we have sent it a link' })
      .waitFor();
    await expect.poll(async () => (await outboxFor(email))[0]?.kind).toBe('recovery');
    const [recovery] = await outboxFor(email);
    await invitee.page.goto(recovery?.link ?? '');
    await invitee.page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await choosePassword(invitee.page);
    await invitee.context.close();

    await signsIn(email);
    await page.reload();
    await expect.poll(() => statusOf(page, email)).toBe('Active');
    await context.close();
  });
});
