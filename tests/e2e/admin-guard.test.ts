import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../admin/src/config/areas.ts';
import {
  adminPathOf,
  adminUrl,
  expectPageHeading,
  pageHeading,
  signedInPage,
  submitSignIn,
} from '../support/admin.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { member, productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const ADMIN_ONLY = ['Users', 'Settings', 'Maintenance mode', 'Backups'];

const sidebarLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents();

describe('the admin guard', () => {
  it('sends a signed-in user without a staff role to /admin/unauthorized', async () => {
    const user = await member('no_role');
    const { page, context } = await openPage(browser);
    await page.goto(adminUrl('/login'));
    await submitSignIn(page, user.email);
    await expect.poll(() => adminPathOf(page)).toBe('/unauthorized');
    await page.getByRole('heading', { name: 'You don’t have access to this page' }).waitFor();
    expect(await page.getByText(user.email).count()).toBe(1);
    await page.goto(adminUrl('/blog-posts'));
    await expect.poll(() => adminPathOf(page)).toBe('/unauthorized');
    await context.close();
  });

  it('keeps editors out of admin-only areas and hides them from the sidebar', async () => {
    const editor = await member('editor');
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/'));
    await expectPageHeading(page, 'Dashboard');
    const links = await sidebarLinks(page);
    expect(links).toContain('Blog posts');
    expect(links).toContain('Contact submissions');
    expect(links).toContain('SEO');
    for (const name of ADMIN_ONLY) expect(links).not.toContain(name);
    expect(await page.getByTestId('nav-group-System').count()).toBe(0);

    for (const path of ['/settings', '/user-management', '/maintenance-mode', '/backup-management']) {
      await page.goto(adminUrl(path));
      await expect.poll(() => adminPathOf(page)).toBe('/unauthorized');
    }
    await context.close();
  });

  it('is backed by the database: an editor cannot change site settings with their own session', async () => {
    const editor = await member('editor');
    const service = productService();
    const { data: before } = await service.from('site_settings').select('company_name').single();
    const attempt = await editor.client
      .from('site_settings')
      .update({ company_name: 'Taken over' })
      .eq('id', true)
      .select();
    expect(attempt.data ?? []).toEqual([]);
    const { data: after } = await service.from('site_settings').select('company_name').single();
    expect(after?.company_name).toBe(before?.company_name);
  });

  it('shows admins every area, grouped, each with its own title and breadcrumbs', async () => {
    const admin = await member('admin');
    const { page, context } = await signedInPage(browser, admin);
    await page.goto(adminUrl('/'));
    await expectPageHeading(page, 'Dashboard');
    expect(await sidebarLinks(page)).toEqual(AREAS.map((area) => area.title));
    expect(await page.getByTestId('nav-group-System').getByRole('link').allTextContents()).toEqual([
      'Users',
      'Backups',
    ]);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await expect.poll(() => adminPathOf(page)).toBe('/user-management');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await expect.poll(() => page.title()).toBe('Users · Grow Digital admin');
    expect(
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Dashboard', 'Users']);
    expect(
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Users' })
        .getAttribute('aria-current'),
    ).toBe('page');

    await page.goto(adminUrl('/no-such-page'));
    await expectPageHeading(page, 'Page not found');
    await context.close();
  });

  it('folds the sidebar into a drawer on a tablet', async () => {
    const editor = await member('editor');
    const { page, context } = await signedInPage(browser, editor, { width: 768 });
    await page.goto(adminUrl('/'));
    await expectPageHeading(page, 'Dashboard');
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Newsletter' }).click();
    await expect.poll(() => adminPathOf(page)).toBe('/newsletter');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await context.close();
  });

  it('has a skip link to the page content', async () => {
    const editor = await member('editor');
    const { page, context } = await signedInPage(browser, editor);
    await page.goto(adminUrl('/'));
    await pageHeading(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});
