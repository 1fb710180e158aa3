import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dataLayer, launchBrowser, openPage, siteUrl } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The pages a visitor mostly reads: home, a service page, a blog post. */
const CONTENT_PAGES = ['/', '/services/digital-marketing/seo', '/blog/seo-in-the-age-of-ai-overviews'];

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** The page's islands' component and renderer modules (React comes with the renderer). */
const islandModules = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].flatMap((island) =>
      ['component-url', 'renderer-url'].map(
        (name) => new URL(island.getAttribute(name) ?? '', location.href).href,
      ),
    ),
  );

describe('islands wait for the visitor', () => {
  it.each(CONTENT_PAGES)(
    '%s loads no island and no React when nobody touches it, and shows the cookie banner a second after load',
    async (route) => {
      const { page, context } = await openPage(browser);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      // When the banner comes into the page, in the page's own time (from the start of navigation).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-cookie-banner]')) return;
          Object.assign(window, { __bannerShownAt: performance.now() });
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(siteUrl(route));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);

      const modules = await islandModules(page);
      expect(modules.length).toBeGreaterThan(0);
      expect(requested.filter((url) => modules.includes(url))).toEqual([]);
      expect(await page.locator('astro-island:not([ssr])').count()).toBe(0);

      expect(await banner(page).isVisible()).toBe(true);
      const shownAt = await page.evaluate(
        () => (window as unknown as { __bannerShownAt: number }).__bannerShownAt,
      );
      expect(shownAt).toBeGreaterThanOrEqual(1000);
      expect(shownAt).toBeLessThan(3000);
      await context.close();
    },
  );

  it('opens the mobile menu and the Services dropdown from a first press, and from a first hover', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    await phone.page.goto(siteUrl('/'));
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const close = phone.page.getByRole('button', { name: 'Close menu' });
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
    expect(
      await phone.page.locator(`#${(await close.getAttribute('aria-controls')) ?? ''}`).isVisible(),
    ).toBe(true);
    await phone.context.close();

    for (const act of ['click', 'hover'] as const) {
      const wide = await openPage(browser);
      await wide.page.goto(siteUrl('/services'));
      expect(await wide.page.locator('astro-island[component-url*="/SiteHeader."]').getAttribute('ssr')).toBe(
        '',
      );
      await wide.page.getByRole('button', { name: 'Services' })[act]();
      await expect.poll(() => wide.page.getByTestId('services-dropdown').isVisible()).toBe(true);
      await wide.context.close();
    }
  });

  it('takes a first press on Accept All: the choice is stored and consent granted', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/'));
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    await context.close();
  });

  it('leaves no island of the built site hydrating on load but the staff preview, and none but on interaction on content pages', async () => {
    const siteDir = inject('siteDir');
    const entries = await fs.readdir(siteDir, { recursive: true, withFileTypes: true });
    const pages = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const islandsOf = async (file: string) =>
      [...(await fs.readFile(file, 'utf8')).matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
        component: /component-url="([^"]*)"/.exec(tag)?.[1] ?? '',
        client: /\bclient="([^"]*)"/.exec(tag)?.[1] ?? '',
      }));

    const onLoad: string[] = [];
    for (const file of pages)
      for (const island of await islandsOf(file))
        if (island.client === 'load' && !island.component.includes('/PreviewPage.'))
          onLoad.push(`${path.relative(siteDir, file)}: ${island.component}`);
    expect(onLoad).toEqual([]);

    for (const route of CONTENT_PAGES) {
      const islands = await islandsOf(path.join(siteDir, route, 'index.html'));
      expect(islands.length).toBeGreaterThan(0);
      expect(new Set(islands.map((island) => island.client))).toEqual(new Set(['interaction']));
    }
  });
});
