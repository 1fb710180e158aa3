import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../src/lib/supabase/auth-storage.ts';
import {
  adminPathOf,
  adminUrl,
  outboxFor,
  PASSWORD,
  expectPageHeading,
  signedInPage,
  submitSignIn,
} from '../support/admin.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { member } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('admin sign-in', () => {
  it('signs an editor in with email and password and opens the dashboard', async () => {
    const editor = await member('editor');
    const { page, context } = await openPage(browser);
    await page.goto(adminUrl('/login'));
    await expect.poll(() => page.title()).toBe('Sign in · Grow Digital admin');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await submitSignIn(page, editor.email);
    await expect.poll(() => adminPathOf(page)).toBe('/');
    await expectPageHeading(page, 'Dashboard');
    await expect.poll(() => page.title()).toBe('Dashboard · Grow Digital admin');
    // The session is where the public site looks for it.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)).toContain(
      editor.email,
    );
    await context.close();
  });

  it('says the email or password is wrong, and validates the form before sending it', async () => {
    const editor = await member('editor');
    const { page, context } = await openPage(browser);
    await page.goto(adminUrl('/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Enter your email address.').count()).toBe(1);
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await submitSignIn(page, editor.email, 'not the password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password.');
    expect(adminPathOf(page)).toBe('/login');
    await context.close();
  });

  it('asks to wait when sign-in is rate limited', async () => {
    const email = `nobody-${randomUUID()}@example.test`;
    // The per-address limit of failed sign-ins (10 in 5 minutes) is spent outside the browser.
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${inject('productUrl')}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: inject('anonKey'), 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong password' }),
      });
      expect(response.status).toBe(400);
    }
    const { page, context } = await openPage(browser);
    await page.goto(adminUrl('/login'));
    await submitSignIn(page, email, 'wrong password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Too many sign-in attempts. Please wait a few minutes before trying again.');
    await context.close();
  });

  it('says when the server cannot be reached', async () => {
    const editor = await member('editor');
    const { page, context } = await openPage(browser);
    await page.goto(adminUrl('/login'));
    await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
    await submitSignIn(page, editor.email);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The server could not be reached. Check your connection and try again.');
    await context.close();
  });

  it('sends a deep link through sign-in and back to the page asked for', async () => {
    const admin = await member('admin');
    const { page, context } = await openPage(browser);
    await page.goto(adminUrl('/settings?tab=chat'));
    await expect.poll(() => adminPathOf(page)).toBe('/login?next=%2Fsettings%3Ftab%3Dchat');
    await submitSignIn(page, admin.email);
    await expect.poll(() => adminPathOf(page)).toBe('/settings?tab=chat');
    await expectPageHeading(page, 'Settings');
    await context.close();
  });

  it('signs out from the user menu, by keyboard, and forgets the session', async () => {
    const editor = await member('editor');
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/'));
    await expectPageHeading(page, 'Dashboard');
    const trigger = page.getByRole('button', { name: `Account menu for ${editor.email}` });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await page.getByTestId('user-menu-email').textContent()).toBe(editor.email);
    expect(await page.getByTestId('user-menu-role').textContent()).toBe('Editor');
    // The menu focuses its first item once it has opened, and moves focus a moment after each key:
    // wait for each move rather than reading focus straight after the key.
    const focused = () => page.evaluate(() => document.activeElement?.textContent.trim());
    await expect.poll(focused).toBe('Profile and two-factor');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Sign out');
    await page.keyboard.press('Enter');
    await expect.poll(() => adminPathOf(page)).toBe('/login');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    await page.goto(adminUrl('/blog-posts'));
    await expect.poll(() => adminPathOf(page)).toBe('/login?next=%2Fblog-posts');
    await context.close();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const editor = await member('editor');
    const { page, context } = await openPage(browser);
    await page.goto(adminUrl('/login'));
    await page.getByLabel('Email').fill(editor.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe(editor.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('If an account exists for that address, we have sent it a link to choose a new password.');

    const [mail] = await outboxFor(editor.email);
    expect(mail?.kind).toBe('recovery');
    await page.goto(mail?.link ?? '');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/reset-password');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('different');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByText('Use at least 10 characters.').count()).toBe(1);
    expect(await page.getByText('The passwords do not match.').count()).toBe(1);

    const newPassword = `new ${PASSWORD} ${randomUUID().slice(0, 4)}`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => adminPathOf(page)).toBe('/');
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Password changed');

    const fresh = await openPage(browser);
    await fresh.page.goto(adminUrl('/login'));
    await submitSignIn(fresh.page, editor.email, newPassword);
    await expect.poll(() => adminPathOf(fresh.page)).toBe('/');
    await fresh.context.close();
    await context.close();
  });

  it('says a used or broken link no longer works, and offers a new one', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(adminUrl('/reset-password'));
    await page.getByRole('heading', { name: 'Ask for a new link' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('This link is invalid or has expired.');
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect.poll(() => adminPathOf(page)).toBe('/login');
    await context.close();
  });

  it('says a link was already asked for a moment ago, for an address with an account or without', async () => {
    const editor = await member('editor');
    const stranger = `nobody-${randomUUID()}@example.test`;
    const { page, context } = await openPage(browser);
    const askForLink = async (email: string) => {
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('button', { name: 'Send reset link' }).click();
    };
    const answers: string[] = [];
    for (const email of [editor.email, stranger]) {
      await page.goto(adminUrl('/login'));
      await askForLink(email);
      await page
        .getByRole('status')
        .filter({ hasText: 'If an account exists for that address, we have sent it a link' })
        .waitFor();
      await page.getByRole('button', { name: 'Back to sign in' }).click();
      await askForLink(email);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      answers.push((await alert.textContent()) ?? '');
    }
    for (const answer of answers)
      expect(answer).toMatch(
        /^A link for this address was already requested a moment ago\. Check your inbox, or try again in ([1-9]|[1-5]\d|60) seconds?\.$/,
      );
    expect(await outboxFor(editor.email)).toHaveLength(1);
    expect(await outboxFor(stranger)).toEqual([]);
    await context.close();
  });
});
