import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { sitemapPaths } from '../support/sitemap.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Every page the sitemap lists, plus the unlisted ones, so a new page is checked the day it exists. */
const pages = [...(await sitemapPaths()), '/thank-you', '/404'];

describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  it.each(pages)('%s has no violations, at desktop and phone widths', async (path) => {
    for (const width of [1280, 390]) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      await page.goto(siteUrl(path));
      await hydrated(page, 'SiteHeader');
      await page.evaluate(
        () => document.documentElement.dataset.gate === 'content' || new Promise((r) => setTimeout(r, 300)),
      );
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
      }));
      expect(summary, `${path} at ${width}px`).toEqual([]);
      expect(await page.locator('h1:visible').count(), `${path} has one visible h1`).toBe(1);
      await context.close();
    }
  });

  it('keeps the dropdown, the open mobile menu, the cookie banner and the chat panel accessible too', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    await page.goto(siteUrl('/'));
    await hydrated(page, 'SiteHeader');
    await page.getByRole('button', { name: 'Services' }).click();
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await hydrated(page, 'ChatWidget');
    await page.getByTestId('chat-widget').getByRole('button').click();
    const desktop = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(desktop.violations.map((v) => v.id)).toEqual([]);
    await context.close();

    const phone = await openPage(browser, { width: 390 });
    await phone.page.goto(siteUrl('/services'));
    await hydrated(phone.page, 'SiteHeader');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = await new AxeBuilder({ page: phone.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(mobile.violations.map((v) => v.id)).toEqual([]);
    await phone.context.close();
  });
});
