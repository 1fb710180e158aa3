import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GTM_ID } from '../support/global-e2e.ts';
import { dataLayer, hydrated, launchBrowser, openPage, pageSettled, siteUrl } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

/** Loads a page with time stopped from the start, so the banner's delay can be stepped through. */
async function loadPaused(page: Page, path = '/services') {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.goto(siteUrl(path));
  await hydrated(page, 'CookieBanner');
}

describe('cookie banner and Consent Mode', () => {
  it('sets consent to denied before the tag manager loads, and the tag manager stays on the main thread', async () => {
    const { page, context } = await openPage(browser);
    const gtmRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.googletagmanager.com/')) gtmRequests.push(request.url());
    });
    await page.goto(siteUrl('/'));
    const headScripts = await page
      .locator('head script:not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((s) => ({ type: s.getAttribute('type'), text: s.textContent })));
    const consentIndex = headScripts.findIndex((s) => s.text.includes("gtag('consent','default'"));
    const gtmIndex = headScripts.findIndex((s) => s.text.includes('googletagmanager.com/gtm.js'));
    expect(consentIndex).toBeGreaterThanOrEqual(0);
    expect(gtmIndex).toBeGreaterThan(consentIndex);
    expect(headScripts[gtmIndex]?.type).toBeNull();

    const layer = await dataLayer(page);
    const defaultAt = layer.findIndex((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === 'default');
    const startAt = layer.findIndex((e) => (e as { event?: string }).event === 'gtm.js');
    expect(layer[defaultAt]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(startAt).toBeGreaterThan(defaultAt);
    await expect
      .poll(() => gtmRequests)
      .toEqual([`https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`]);
    await context.close();
  });

  it('appears 1 s after load; Accept All stores true, grants consent and hides it for good', async () => {
    const { page, context } = await openPage(browser, { clock: true });
    await loadPaused(page);
    await page.clock.runFor(999);
    await pageSettled(page);
    expect(await banner(page).count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => banner(page).isVisible()).toBe(true);

    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    expect(await banner(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
    expect(await dataLayer(page)).toContainEqual(['consent', 'update', GRANTED]);

    await loadPaused(page);
    await page.clock.runFor(5000);
    await pageSettled(page);
    expect(await banner(page).count()).toBe(0);
    // The stored choice is applied before the tag manager on every later page.
    const layer = await dataLayer(page);
    const updateAt = layer.findIndex((e) => Array.isArray(e) && e[1] === 'update');
    const startAt = layer.findIndex((e) => (e as { event?: string }).event === 'gtm.js');
    expect(layer[updateAt]).toEqual(['consent', 'update', GRANTED]);
    expect(updateAt).toBeLessThan(startAt);
    await context.close();
  });

  it('Decline and the close control store false, keep consent denied, and the banner asks again next time', async () => {
    for (const control of ['Decline', 'Close']) {
      const { page, context } = await openPage(browser, { clock: true });
      await loadPaused(page);
      await page.clock.runFor(1000);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await banner(page).getByRole('button', { name: control, exact: true }).click();
      expect(await banner(page).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('false');
      expect(await dataLayer(page)).toContainEqual(['consent', 'update', DENIED]);

      await loadPaused(page);
      await page.clock.runFor(1000);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await context.close();
    }
  });
});

describe('tag-manager preview from browser storage', () => {
  it('loads a previewed container id, and reloads 1 s after the settings change in another tab', async () => {
    const { page, context } = await openPage(browser, { clock: true });
    const requested: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('gtm.js')) requested.push(request.url());
    });
    await page.goto(siteUrl('/services'));
    await page.evaluate(() => localStorage.setItem('gtmId', 'GTM-PREVIEW1'));
    await page.reload();
    await expect.poll(() => requested.at(-1)).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-PREVIEW1');

    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    // Resolves once the page has heard the last change (after the site's own listener, added first).
    const heard = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener('storage', (event) => {
            if (event.key === 'lastUpdated') resolve();
          });
        }),
    );
    const admin = await context.newPage();
    await admin.goto(siteUrl('/404'));
    await admin.evaluate(() => {
      localStorage.setItem('gtmId', 'GTM-PREVIEW2');
      localStorage.setItem('lastUpdated', new Date().toISOString());
    });
    await heard;
    await page.clock.runFor(999);
    expect(navigations).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => navigations.length).toBeGreaterThan(0);
    await expect.poll(() => requested.at(-1)).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-PREVIEW2');
    await context.close();
  });
});
