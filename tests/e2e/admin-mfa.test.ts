import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPathOf,
  adminUrl,
  expectPageHeading,
  signedInPage,
  submitSignIn,
  totpCode,
} from '../support/admin.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { member, productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Sets up TOTP on the profile page and returns the secret the page showed. */
async function enrol(page: Page): Promise<string> {
  await page.goto(adminUrl('/profile'));
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect.poll(() => page.getByTestId('totp-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect
    .poll(() => page.getByRole('alert').first().textContent())
    .toMatch(/That code is not right|Enter the 6-digit code/);
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).waitFor();
  return secret;
}

describe('two-factor authentication (TOTP)', () => {
  it('is enrolled with a QR code in the profile, then asked for at sign-in, and can be turned off', async () => {
    const editor = await member('editor');
    const { page, context } = await signedInPage(browser, editor);
    const secret = await enrol(page);
    await expect
      .poll(() => page.getByTestId('toast').first().textContent())
      .toContain('Two-factor authentication is on');
    const { data: factors } = await productService().auth.admin.mfa.listFactors({ userId: editor.id });
    expect(factors?.factors.map((f) => f.status)).toEqual(['verified']);
    await context.close();

    // A new sign-in: the password alone is not enough.
    const second = await openPage(browser);
    await second.page.goto(adminUrl('/blog-posts'));
    await submitSignIn(second.page, editor.email);
    await second.page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await second.page.goto(adminUrl('/'));
    await expect.poll(() => adminPathOf(second.page)).toBe('/login');
    await second.page.getByLabel('Authentication code').fill('123456');
    await second.page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => second.page.getByRole('alert').textContent())
      .toBe('That code is not right. Enter the current 6-digit code from your authenticator app.');
    await second.page.getByLabel('Authentication code').fill(totpCode(secret));
    await second.page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => adminPathOf(second.page)).toBe('/');
    await expectPageHeading(second.page, 'Dashboard');

    await second.page.goto(adminUrl('/profile'));
    await second.page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await second.page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
    await second.page.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
    const { data: after } = await productService().auth.admin.mfa.listFactors({ userId: editor.id });
    expect(after?.factors).toEqual([]);
    await second.context.close();
  });

  it('sends an admin without two-factor to enrol before admin areas when the site requires it', async () => {
    const service = productService();
    const admin = await member('admin');
    await service.from('site_settings').update({ require_admin_mfa: true }).eq('id', true).throwOnError();
    try {
      const { page, context } = await signedInPage(browser, admin);
      await page.goto(adminUrl('/settings'));
      await expect.poll(() => adminPathOf(page)).toBe('/profile?mfa=required');
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('Admin areas require two-factor authentication. Set it up below to continue.');
      // Editor-level areas stay open meanwhile.
      await page.goto(adminUrl('/blog-posts'));
      await expectPageHeading(page, 'Blog posts');

      await enrol(page);
      await page.goto(adminUrl('/settings'));
      await expectPageHeading(page, 'Settings');
      expect(adminPathOf(page)).toBe('/settings');
      await context.close();
    } finally {
      await service.from('site_settings').update({ require_admin_mfa: false }).eq('id', true).throwOnError();
    }
  });
});
