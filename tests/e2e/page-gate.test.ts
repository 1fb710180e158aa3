import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../src/lib/supabase/auth-storage.ts';
import { HIDDEN_AT_BUILD_PAGE } from '../support/global-e2e.ts';
import { hydrated, launchBrowser, openPage, siteUrl } from '../support/browser.ts';
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
/** How the cookie banner and chat button's container is laid out. */
const extrasDisplay = (page: Page) =>
  page.locator('.hidden-in-maintenance').evaluate((element) => getComputedStyle(element).display);

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

  it('answers a page hidden at build with the 404 page, to a visitor without JavaScript too, and lists it nowhere', async () => {
    const path = `/${HIDDEN_AT_BUILD_PAGE}`;
    for (const address of [path, `${path}/`]) {
      const response = await fetch(siteUrl(address));
      expect(response.status, address).toBe(404);
      const html = await response.text();
      expect(html).toContain('We Could Not Find That Page');
      expect(html).not.toContain('Custom Marketing Automations That Connect Your Tools');
      expect(html).not.toContain(`href="${path}"`);
    }
    const sitemap = await (await fetch(siteUrl('/sitemap-0.xml'))).text();
    expect(sitemap).not.toContain(path);
    expect(sitemap).toContain('/services/ai-marketing/lead-scoring');
    const htmlSitemap = await (await fetch(siteUrl('/sitemap'))).text();
    expect(htmlSitemap).not.toContain(`href="${path}"`);
    expect(htmlSitemap).toContain('href="/services/ai-marketing/lead-scoring"');

    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/services/ai-marketing'));
    await hydrated(page, 'SiteHeader');
    await page.getByRole('button', { name: 'Services' }).click();
    const menu = page.getByTestId('services-dropdown');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(
      await menu
        .locator('a[href^="/services/ai-marketing/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([
      '/services/ai-marketing/ai-chatbots',
      '/services/ai-marketing/email-automation',
      '/services/ai-marketing/lead-scoring',
    ]);
    const answer = await page.goto(siteUrl(path));
    expect(answer?.status()).toBe(404);
    expect(await page.locator('#main h1').innerText()).toBe('We Could Not Find That Page');
    await context.close();
  });

  it('leaves a page shown when its check fails', async () => {
    const pageName = 'services/ai-marketing/lead-scoring';
    await setVisible(pageName, false);
    try {
      const { page, context } = await openPage(browser);
      await page.route('**/rest/v1/page_visibility*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
      );
      await page.goto(siteUrl(`/${pageName}`));
      await expect.poll(() => gateState(page)).toBe('content');
      expect(page.url()).toBe(siteUrl(`/${pageName}`));
      await context.close();
    } finally {
      await setVisible(pageName, true);
    }
  });
});

describe('maintenance mode', () => {
  it('shows visitors the maintenance screen with the admin’s message and no cookie banner or chat button, and staff the site with a banner', async () => {
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
      expect(await extrasDisplay(visitor.page)).toBe('none');
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
    expect(await extrasDisplay(after.page)).not.toBe('none');
    await after.context.close();
  });
});
