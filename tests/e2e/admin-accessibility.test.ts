import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, pageHeading, signedInPage } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { member } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('admin pages are WCAG 2.1 AA clean (axe)', () => {
  it('sign-in, with its errors shown, and password recovery', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(adminUrl('/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your email address.').waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('dashboard, profile with enrolment open, the backups page, and the open user menu', async () => {
    const admin = await member('admin');
    const { page, context } = await signedInPage(browser, admin);
    await page.goto(adminUrl('/'));
    await pageHeading(page);
    await page.getByTestId('inbox-contact').waitFor();
    await expectNoViolations(page);

    await page.goto(adminUrl('/profile'));
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByTestId('totp-qr').waitFor();
    await expectNoViolations(page);

    await page.goto(adminUrl('/backup-management'));
    await expectPageHeading(page, 'Backups');
    await page.locator('main table[aria-busy="false"]').waitFor();
    await expectNoViolations(page);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menu').waitFor();
    await expectNoViolations(page);
    await context.close();
  });

  it('unauthorized', async () => {
    const user = await member('no_role');
    const { page, context } = await signedInPage(browser, user);
    await page.goto(adminUrl('/unauthorized'));
    await page.getByRole('heading', { name: 'You don’t have access to this page' }).waitFor();
    await expectNoViolations(page);
    await context.close();
  });
});
