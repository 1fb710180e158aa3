import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { hydrated, launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { sitemapPaths } from '../support/sitemap.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Every page the sitemap lists, plus the unlisted ones, so a new page is checked the day it exists. */
const pages = [...(await sitemapPaths()), '/thank-you', '/404', '/blog/tag/measurement'];

describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  // The two widths run side by side: each drives its own page, and Chromium renders both at once.
  it.concurrent.each([
    ['desktop', 1280],
    ['phone', 390],
  ])(
    `every page has no violations and one visible h1 (%s)`,
    async (_, width) => {
      // Cookies accepted, so the banner never shows: it has its own checks below, at both widths;
      // here it would fade in a second after load over whichever page was still being checked.
      const { page, context } = await openPage(browser, { width, height: 900, cookiesAccepted: true });
      const found: Record<string, unknown> = {};
      for (const path of pages) {
        await page.goto(siteUrl(path));
        await hydrated(page, 'SiteHeader');
        const problems = await axeViolations(page);
        const headings = await page.locator('h1:visible').count();
        if (problems.length > 0 || headings !== 1) found[path] = { problems, headings };
      }
      expect(found).toEqual({});
      await context.close();
    },
    600_000,
  );

  it('keeps the dropdown, the open mobile menu, the cookie banner (both widths) and the chat panel accessible too', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(siteUrl('/'));
    await hydrated(page, 'SiteHeader');
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await hydrated(page, 'ChatWidget');
    await page.getByTestId('chat-widget').getByRole('button').click();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const phone = await openPage(browser, { width: 390 });
    await phone.page.goto(siteUrl('/services'));
    await hydrated(phone.page, 'SiteHeader');
    await phone.page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.context.close();
  });
});
