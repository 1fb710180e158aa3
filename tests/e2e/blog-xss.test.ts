import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { XSS_POST } from '../support/e2e-posts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('a script in a post body', () => {
  it('never runs on the built site, and the article keeps no script, frame, handler or javascript: link', async () => {
    const { page, context } = await openPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(siteUrl(`/blog/${XSS_POST.slug}`), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const xss = () => page.evaluate(() => (window as { __xss?: unknown }).__xss);
    expect(await xss()).toBeUndefined();

    // The article's rendered body (the page around it has the site's own scripts).
    const article = page.locator('article .prose');
    await article.getByText('that must stay inert').waitFor();
    const inside = await article.evaluate((element) => ({
      scripts: element.querySelectorAll('script').length,
      frames: element.querySelectorAll('iframe, frame, object, embed').length,
      handlers: [...element.querySelectorAll('*')].flatMap((node) =>
        [...node.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((a) => a.name),
      ),
      javascriptLinks: [...element.querySelectorAll('[href], [src]')].filter((node) =>
        /^\s*javascript:/i.test(node.getAttribute('href') ?? node.getAttribute('src') ?? ''),
      ).length,
      html: element.innerHTML,
    }));
    expect(inside).toMatchObject({ scripts: 0, frames: 0, handlers: [], javascriptLinks: 0 });
    expect(inside.html).not.toContain('__xss');

    // The javascript: link kept its text only: without an href a click has no default action, so
    // whatever it could run has run by the time click() returns.
    const link = article.getByText('link', { exact: true });
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    expect(await xss()).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
