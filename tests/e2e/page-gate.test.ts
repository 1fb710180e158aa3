import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../src/lib/supabase/auth-storage.ts';
import { HIDDEN_AT_BUILD_PAGE } from '../support/global-e2e.ts';
import { launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { member, productService } from '../support/product.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const service = productService();
const setVisible = async (pageName: string, isVisible: boolean) =>
  service.from('page_visibility').upsert({ page_name: pageName, is_visible: isVisible }).throwOnError();
const gateState = (page: Page) => page.evaluate(() => document.documentElement.dataset.gate ?? 'pending');
const visible = (page: Page, id: string) => page.locator(`#${id}`).isVisible();

describe('page visibility (spec §4)', () => {
  it('sends a page switched off after the build to /404', async () => {
    await setVisible('services/digital-marketing/social-media', false);
    try {
      const { page, context } = await openPage(browser);
      await page.goto(siteUrl('/services/digital-marketing/social-media'));
      await page.waitForURL(siteUrl('/404'));
      expect(await page.locator('#main h1').innerText()).toBe('We Could Not Find That Page');
      await context.close();
    } finally {
      await setVisible('services/digital-marketing/social-media', true);
    }
  });

  it('shows a page with no visibility record', async () => {
    const { data: row } = await service
      .from('page_visibility')
      .select('*')
      .eq('page_name', 'services/digital-marketing/strategy')
      .single();
    await service
      .from('page_visibility')
      .delete()
      .eq('page_name', 'services/digital-marketing/strategy')
      .throwOnError();
    try {
      const { page, context } = await openPage(browser);
      await page.goto(siteUrl('/services/digital-marketing/strategy'));
      await expect.poll(() => gateState(page)).toBe('content');
      expect(page.url()).toBe(siteUrl('/services/digital-marketing/strategy'));
      await context.close();
    } finally {
      if (row) await service.from('page_visibility').insert(row).throwOnError();
    }
  });

  it('marks a page hidden at build noindex, leaves it out of the sitemap, and shows "Loading..." until its check answers', async () => {
    const path = `/${HIDDEN_AT_BUILD_PAGE}`;
    const { page, context } = await openPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/page_visibility*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(path));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await visible(page, 'gate-loading')).toBe(true);
    expect(await page.locator('#gate-loading').innerText()).toContain('Loading...');
    expect(await visible(page, 'gate-content')).toBe(false);
    release();
    // Still hidden in the database: off to /404.
    await page.waitForURL(siteUrl('/404'));

    const sitemap = await (await fetch(siteUrl('/sitemap-0.xml'))).text();
    expect(sitemap).not.toContain(path);
    expect(sitemap).toContain('/services/ai-marketing/lead-scoring');
    await context.close();
  });

  it('shows a page hidden at build once it is switched back on, and leaves it shown when the check fails', async () => {
    const path = `/${HIDDEN_AT_BUILD_PAGE}`;
    await setVisible(HIDDEN_AT_BUILD_PAGE, true);
    try {
      const { page, context } = await openPage(browser);
      await page.goto(siteUrl(path));
      await expect.poll(() => gateState(page)).toBe('content');
      expect(await visible(page, 'gate-loading')).toBe(false);
      expect(await page.locator('#main h1').innerText()).toMatch(/automation/i);
      await context.close();
    } finally {
      await setVisible(HIDDEN_AT_BUILD_PAGE, false);
    }
    const { page, context } = await openPage(browser);
    await page.route('**/rest/v1/page_visibility*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto(siteUrl(path));
    await expect.poll(() => gateState(page)).toBe('content');
    expect(page.url()).toBe(siteUrl(path));
    await context.close();
  });
});

describe('maintenance mode', () => {
  it('shows visitors the maintenance screen with the admin’s message, and staff the site with a banner', async () => {
    await service
      .from('site_settings')
      .update({ maintenance_enabled: true, maintenance_message: 'Back at noon after a quick upgrade.' })
      .eq('id', true)
      .throwOnError();
    try {
      const visitor = await openPage(browser);
      await visitor.page.goto(siteUrl('/services'));
      await expect.poll(() => gateState(visitor.page)).toBe('maintenance');
      expect(await visitor.page.locator('#gate-maintenance').innerText()).toContain(
        'Back at noon after a quick upgrade.',
      );
      expect(await visible(visitor.page, 'gate-content')).toBe(false);
      await visitor.context.close();

      const editor = await member('editor');
      const { data } = await editor.client.auth.getSession();
      const staff = await openPage(browser);
      await staff.page.goto(siteUrl('/404'));
      await staff.page.evaluate(([key, session]) => localStorage.setItem(key, session), [
        AUTH_STORAGE_KEY,
        JSON.stringify(data.session),
      ] as const);
      await staff.page.goto(siteUrl('/services'));
      await expect.poll(() => gateState(staff.page)).toBe('content');
      expect(await visible(staff.page, 'maintenance-banner')).toBe(true);
      await staff.context.close();
    } finally {
      await service
        .from('site_settings')
        .update({ maintenance_enabled: false, maintenance_message: null })
        .eq('id', true)
        .throwOnError();
    }
    const after = await openPage(browser);
    await after.page.goto(siteUrl('/services'));
    await expect.poll(() => gateState(after.page)).toBe('content');
    expect(await visible(after.page, 'maintenance-banner')).toBe(false);
    await after.context.close();
  });
});
