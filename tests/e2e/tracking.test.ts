import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLayer, hydrated, launchBrowser, openPage, siteUrl } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

type LayerEvent = { event?: string } & Record<string, unknown>;
const events = async (page: Parameters<typeof dataLayer>[0], name: string) =>
  ((await dataLayer(page)) as LayerEvent[]).filter((e) => e.event === name);

/**
 * Scrolls to `to` and resolves once the scroll event has fired and the animation frame after it
 * has run: the page's own listener, added first, checks the depth in that frame's earlier callback.
 */
const scrollAndSettle = (page: Page, to: number | 'bottom') =>
  page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const onScroll = () => requestAnimationFrame(() => resolve());
        window.addEventListener('scroll', onScroll, { once: true, passive: true });
        window.scrollTo(0, y === 'bottom' ? document.documentElement.scrollHeight : y);
      }),
    to,
  );

describe('dataLayer tracking', () => {
  it('reports scroll depth at 25, 50, 75 and 100 %, each once', async () => {
    const { page, context } = await openPage(browser, { height: 800 });
    await page.goto(siteUrl('/services/digital-marketing/seo'));
    await page.waitForLoadState('load');
    const marks = async () => (await events(page, 'scroll_depth')).map((e) => e.scroll_percent);
    expect(await marks()).toEqual([]);
    const scrollTo = async (fraction: number) => {
      await page.evaluate((f) => {
        const max = document.documentElement.scrollHeight;
        window.scrollTo(0, f * max - window.innerHeight);
      }, fraction);
    };
    await scrollTo(0.3);
    await expect.poll(marks).toEqual([25]);
    await scrollTo(0.6);
    await expect.poll(marks).toEqual([25, 50]);
    await scrollTo(0.3);
    await scrollTo(0.8);
    await expect.poll(marks).toEqual([25, 50, 75]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(marks).toEqual([25, 50, 75, 100]);
    await scrollAndSettle(page, 0);
    await scrollAndSettle(page, 'bottom');
    expect(await marks()).toEqual([25, 50, 75, 100]);
    await context.close();
  });

  it('reports downloads of pdf, doc, docx, xls, xlsx, zip and rar links, and nothing for other links', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/services'));
    // Links as the download center renders them; clicks are kept from navigating.
    await page.evaluate(() => {
      const files = [
        'guide.pdf',
        'brief.doc',
        'brief.DOCX',
        'model.xls',
        'model.xlsx?v=2',
        'kit.zip#top',
        'kit.rar',
        'photo.png',
        'page.html',
      ];
      for (const file of files) {
        const a = document.createElement('a');
        a.href = `/files/${file}`;
        a.textContent = file;
        a.className = 'test-download';
        document.body.append(a);
      }
      document.addEventListener('click', (event) => event.preventDefault());
    });
    for (const link of await page.locator('a.test-download').all()) await link.click();
    const downloads = await events(page, 'file_download');
    expect(downloads.map((e) => e.file_extension)).toEqual([
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'zip',
      'rar',
    ]);
    expect(downloads[0]).toMatchObject({
      file_url: siteUrl('/files/guide.pdf'),
      link_text: 'guide.pdf',
      page_path: '/services',
    });
    await context.close();
  });

  it('reports clicks on calls to action', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/services/performance-marketing'));
    await hydrated(page, 'SiteHeader');
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await page.locator('header a[data-cta="header"]').click();
    await page.locator('a[data-cta="page-hero"]').click();
    const clicks = await events(page, 'cta_click');
    expect(clicks).toEqual([
      expect.objectContaining({
        cta_id: 'header',
        cta_text: 'Book Discovery Call',
        cta_url: siteUrl('/book-discovery'),
      }),
      expect.objectContaining({ cta_id: 'page-hero', cta_url: siteUrl('/book-discovery') }),
    ]);
    await context.close();
  });
});
