import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage } from '../support/admin.ts';
import { hydrated, launchBrowser } from '../support/browser.ts';
import { member, productAnon, productService } from '../support/product.ts';
import {
  BUILD_TIMEOUT_MS,
  finishedBuild,
  startPublishingSite,
  type PublishingSite,
} from '../support/publishing-site.ts';

/** Pages staff hide before they publish: a footer link, a list with further pages, the call to action, a service group. */
const HIDDEN = ['careers', 'blog', 'book-discovery', 'services/ai-marketing'];
const HIDDEN_PATHS = ['/careers', '/blog', '/blog/page/2', '/book-discovery', '/services/ai-marketing'];
const MESSAGE = 'Moving to our new booking system: back this evening.';
const ENDS_AT = new Date(Date.now() + 6 * 3_600_000);

let site: PublishingSite;
let browser: Browser;
let postPath: string;
let jobPath: string;
const service = productService();

async function setSwitches(on: boolean): Promise<void> {
  await service
    .from('page_visibility')
    .upsert(HIDDEN.map((page_name) => ({ page_name, is_visible: !on })))
    .throwOnError();
  await service
    .from('site_settings')
    .update({
      maintenance_enabled: on,
      maintenance_message: on ? MESSAGE : null,
      maintenance_ends_at: on ? ENDS_AT.toISOString() : null,
    })
    .eq('id', true)
    .throwOnError();
}

beforeAll(async () => {
  const anon = productAnon();
  const { data: post } = await anon.from('blog_posts').select('slug').limit(1).single().throwOnError();
  const { data: job } = await anon.from('jobs').select('slug').limit(1).single().throwOnError();
  postPath = `/blog/${post.slug}`;
  jobPath = `/careers/${job.slug}`;
  browser = await launchBrowser();
  site = await startPublishingSite();
  await setSwitches(true);
  const { data: requested } = await (await member('editor')).client.rpc('request_build').throwOnError();
  const build = await finishedBuild(requested.id);
  expect(build.status, build.error ?? site.log.slice(-20).join('\n')).toBe('succeeded');
}, BUILD_TIMEOUT_MS + 120_000);

afterAll(async () => {
  await setSwitches(false);
  await site.stop();
  await browser.close();
});

const address = (path: string) => new URL(path, site.siteUrl).href;
const get = (path: string) => fetch(address(path));

/** The links inside `selector` on a page read without JavaScript, as a crawler or a no-script visitor gets it. */
async function linksWithoutScript(path: string, selector: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(address(path));
  const hrefs = await page
    .locator(`${selector} a[href]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  await context.close();
  return hrefs;
}

const gateState = (page: Page) => page.evaluate(() => document.documentElement.dataset.gate ?? 'pending');

describe('a site published with pages hidden and maintenance mode on', () => {
  it('answers every page 503 with Retry-After and the maintenance screen, without the cookie banner or chat button', async () => {
    for (const path of ['/', '/about', '/services/ai-marketing/ai-chatbots', postPath, jobPath, '/sitemap']) {
      const response = await get(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe(ENDS_AT.toUTCString());
      const html = await response.text();
      expect(html, path).toContain(MESSAGE);
      expect(html, path).not.toMatch(/component-url="[^"]*(CookieBanner|ChatWidget)/);
    }
    const home = await (await get('/')).text();
    // The page's CSS is inline: the web font it names is the page's own asset.
    const font = /url\((\/_astro\/[^)]+\.woff2)\)/.exec(home)?.[1];
    expect(font).toBeDefined();
    for (const path of [font ?? '', '/admin', '/admin/blog-posts', '/sitemap.xml', '/robots.txt']) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get('/no-such-page')).status).toBe(404);
  });

  it('answers the hidden pages 404, keeps the pages under them that have switches of their own or none, and leaves them out of sitemap.xml', async () => {
    for (const path of HIDDEN_PATHS) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(`data-page-name="${path.slice(1)}"`);
    }
    const sitemap = await (await get('/sitemap-0.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    for (const path of HIDDEN_PATHS) expect(listed).not.toContain(path);
    expect(listed).toEqual(
      expect.arrayContaining(['/about', postPath, jobPath, '/services/ai-marketing/ai-chatbots']),
    );
  });

  it('links the hidden pages from no header, footer, breadcrumb or HTML sitemap', async () => {
    const hidden = (hrefs: string[]) => hrefs.filter((href) => HIDDEN_PATHS.includes(href));
    expect(hidden(await linksWithoutScript('/about', 'header'))).toEqual([]);
    const footer = await linksWithoutScript('/about', 'footer');
    expect(hidden(footer)).toEqual([]);
    expect(footer).toEqual(
      expect.arrayContaining(['/about', '/services/digital-marketing', '/resources/faq']),
    );
    const sitemapPage = await linksWithoutScript('/sitemap', 'main section');
    expect(hidden(sitemapPage)).toEqual([]);
    expect(sitemapPage).toEqual(expect.arrayContaining(['/about', '/services/ai-marketing/ai-chatbots']));
    expect(await linksWithoutScript(jobPath, 'nav[aria-label="Breadcrumb"]')).toEqual(['/']);

    const html = await (await get(jobPath)).text();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const trail = (
      JSON.parse(jsonLd) as { '@graph': { '@type': string; itemListElement?: { item: string }[] }[] }
    )['@graph'].find((node) => node['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement?.map((crumb) => new URL(crumb.item).pathname)).toEqual(['/', jobPath]);
  });

  it('shows visitors the maintenance screen, and signed-in staff the site under a banner with the same menus', async () => {
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(address('/about'));
    await expect.poll(() => gateState(page)).toBe('maintenance');
    expect(await page.locator('#gate-maintenance').innerText()).toContain(MESSAGE);
    expect(await page.locator('#gate-content').isVisible()).toBe(false);
    await visitor.close();

    const editor = await member('editor');
    const desktop = await signedInPage(browser, editor);
    await desktop.page.goto(address('/about'));
    await expect.poll(() => gateState(desktop.page)).toBe('content');
    expect(await desktop.page.locator('#maintenance-banner').isVisible()).toBe(true);
    await hydrated(desktop.page, 'SiteHeader');
    expect(await desktop.page.locator('header a[data-cta="header"]').count()).toBe(0);
    await desktop.page.getByRole('button', { name: 'Services' }).click();
    const menu = desktop.page.getByTestId('services-dropdown');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByText('AI Marketing', { exact: true }).evaluate((element) => element.tagName)).toBe(
      'P',
    );
    expect(await menu.locator('a[href="/services/ai-marketing/ai-chatbots"]').isVisible()).toBe(true);
    await desktop.context.close();

    const phone = await signedInPage(browser, editor, { width: 390 });
    await phone.page.goto(address('/about'));
    await expect.poll(() => gateState(phone.page)).toBe('content');
    await hydrated(phone.page, 'SiteHeader');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const close = phone.page.getByRole('button', { name: 'Close menu' });
    const stacked = phone.page.locator(`#${(await close.getAttribute('aria-controls')) ?? ''}`);
    expect(await stacked.isVisible()).toBe(true);
    const hrefs = await stacked
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/services',
      '/services/digital-marketing',
      '/services/performance-marketing',
      '/case-studies',
      '/about',
      '/contact',
    ]);
    await phone.context.close();
  });
});
