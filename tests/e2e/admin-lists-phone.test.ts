import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, expectPageHeading, signedInPage } from '../support/admin.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Member, member, productService } from '../support/product.ts';

/** Admin tables on a 390 px phone: addresses wrap where they read well, and the page never scrolls sideways. */
const tag = randomUUID().slice(0, 8);
const service = productService();
const SENDER = `phone.tester.${tag}@example.com`;
const SUBSCRIBER = `phone.reader.${tag}@example.com`;
const SOURCE = `https://partner-${tag}.example.com/articles/growth-marketing-guide`;
const TARGET = `https://growdigital.example/services/${tag}`;

let browser: Browser;
let admin: Member;

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), member('admin')]);
  await service
    .from('contact_submissions')
    .insert({ kind: 'contact', name: `Phone Tester ${tag}`, email: SENDER, message: 'Does it fit a phone?' })
    .throwOnError();
  await service
    .from('newsletter_signups')
    .insert({ email: SUBSCRIBER, source: 'website-footer' })
    .throwOnError();
  await service
    .from('backlinks')
    .insert({ source_url: SOURCE, target_url: TARGET, expected_anchor: 'growth' })
    .throwOnError();
});

afterAll(async () => {
  await service.from('contact_submissions').delete().eq('email', SENDER).throwOnError();
  await service.from('newsletter_signups').delete().eq('email', SUBSCRIBER).throwOnError();
  await service.from('backlinks').delete().eq('source_url', SOURCE).throwOnError();
  await browser.close();
});

/** The lines a piece of text is laid out on. */
const linesOf = (text: Locator): Promise<number> =>
  text.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

const pageWidth = (page: Page) =>
  page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);

describe('admin tables on a 390 px phone', () => {
  for (const [path, heading, address, most] of [
    ['/contact-submissions', 'Contact submissions', SENDER, 2],
    ['/newsletter', 'Newsletter', SUBSCRIBER, 2],
    ['/backlink-management', 'Backlinks', SOURCE, 3],
    ['/backlink-management', 'Backlinks', TARGET, 3],
  ] as const) {
    it(`${path} wraps ${address} at its @ or slashes, not letter by letter`, async () => {
      const { page, context } = await signedInPage(browser, admin, { width: 390 });
      await page.goto(adminUrl(`${path}?q=${tag}`));
      await expectPageHeading(page, heading);
      // The cell's text; the row's buttons repeat the address for screen readers after it.
      const text = page.locator('main table').getByText(address, { exact: true }).first();
      await text.waitFor();
      expect(await linesOf(text)).toBeLessThanOrEqual(most);
      const [scrollWidth, clientWidth] = await pageWidth(page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth ?? 390);
      await context.close();
    });
  }
});
