import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beforeHydration,
  dormant,
  holdIsland,
  hydrated,
  launchBrowser,
  openPage,
  pageSettled,
  siteUrl,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const header = (page: Page) => page.locator('header');
const dropdown = (page: Page) => page.getByTestId('services-dropdown');

describe('site header', () => {
  it('on / is transparent until the page is scrolled more than 10 px, then white with a shadow', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/'));
    await hydrated(page, 'SiteHeader');
    await expect.poll(() => header(page).getAttribute('data-state')).toBe('transparent');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(() => header(page).getAttribute('data-state')).toBe('solid');
    // Exactly 10 px is not "more than 10": coming back to it turns the header transparent again.
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(() => header(page).getAttribute('data-state')).toBe('transparent');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(() => header(page).getAttribute('data-state')).toBe('solid');
    // After the 200 ms colour transition: white, with a shadow.
    await expect
      .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(255, 255, 255)');
    expect(await header(page).evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header(page).getAttribute('data-state')).toBe('transparent');
    await context.close();
  });

  it('is white on every other route, from the first paint', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/services/digital-marketing/seo'));
    expect(await header(page).getAttribute('data-state')).toBe('solid');
    expect(await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    await context.close();
  });

  it('has the logo home, the spec links and the Book Discovery Call button', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/services'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await page.locator('header a[href="/"]').first().getAttribute('aria-label')).toMatch(/home/i);
    const hrefs = await nav
      .locator(':scope > ul > li > a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/case-studies', '/about', '/contact']);
    await expect.poll(() => page.getByRole('button', { name: 'Services' }).count()).toBe(1);
    const cta = page.locator('header a[data-cta="header"]');
    expect(await cta.textContent()).toBe('Book Discovery Call');
    expect(await cta.getAttribute('href')).toBe('/book-discovery');
    await context.close();
  });

  it('opens the Services dropdown 200 ms after hover, closes it 150 ms after leaving, and reopens at once within 300 ms', async () => {
    const { page, context } = await openPage(browser, { clock: true });
    await page.goto(siteUrl('/services/ai-marketing'));
    await hydrated(page, 'SiteHeader');
    await page.clock.pauseAt(Date.now() + 60_000);
    const trigger = page.getByRole('button', { name: 'Services' });

    await trigger.hover();
    await page.clock.runFor(199);
    await pageSettled(page);
    expect(await dropdown(page).isVisible()).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => dropdown(page).isVisible()).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const links = await dropdown(page).getByRole('link').allTextContents();
    expect(links[0]).toMatch(/^All Services/);
    expect(links).toEqual(
      expect.arrayContaining([
        'Digital Marketing',
        'Performance Marketing',
        'AI Marketing',
        'SEO',
        'Lead Scoring',
      ]),
    );

    await page.mouse.move(5, 600);
    await page.clock.runFor(149);
    await pageSettled(page);
    expect(await dropdown(page).isVisible()).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => dropdown(page).isVisible()).toBe(false);

    // Within the 300 ms skip delay, coming back opens it without waiting.
    await page.clock.runFor(250);
    await trigger.hover();
    await expect.poll(() => dropdown(page).isVisible()).toBe(true);

    // After the skip delay, the 200 ms wait applies again.
    await page.mouse.move(5, 600);
    await page.clock.runFor(150);
    await page.clock.runFor(301);
    await trigger.hover();
    await page.clock.runFor(100);
    await pageSettled(page);
    expect(await dropdown(page).isVisible()).toBe(false);
    await page.clock.runFor(100);
    await expect.poll(() => dropdown(page).isVisible()).toBe(true);
    await context.close();
  });

  it('works from the keyboard: Enter opens, Escape closes and returns focus', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/services'));
    await hydrated(page, 'SiteHeader');
    const trigger = page.getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dropdown(page).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/All Services/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dropdown(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent.trim())).toBe('Services');
    await context.close();
  });

  it('on a small screen opens a stacked list of the same links from a toggle', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(siteUrl('/services'));
    await hydrated(page, 'SiteHeader');
    expect(await page.getByRole('button', { name: 'Services' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = page.locator(
      `#${(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')) ?? ''}`,
    );
    expect(await menu.isVisible()).toBe(true);
    const hrefs = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/services', '/case-studies', '/about', '/contact', '/book-discovery']),
    );
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });

  it('opens the menu and the Services dropdown when they were pressed before the header hydrated', async () => {
    const small = await openPage(browser, { width: 390, height: 844 });
    await beforeHydration(small.page, 'SiteHeader', '/services', () =>
      small.page.getByRole('button', { name: 'Open menu' }).click(),
    );
    const close = small.page.getByRole('button', { name: 'Close menu' });
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
    const menu = small.page.locator(`#${(await close.getAttribute('aria-controls')) ?? ''}`);
    expect(await menu.isVisible()).toBe(true);
    await small.context.close();

    const wide = await openPage(browser);
    await beforeHydration(wide.page, 'SiteHeader', '/services', () =>
      wide.page.getByRole('button', { name: 'Services' }).click(),
    );
    await expect.poll(() => dropdown(wide.page).isVisible()).toBe(true);
    await wide.context.close();
  });

  it('leaves the cookie banner, chat button and toasts nothing to press before they hydrate', async () => {
    const { page, context } = await openPage(browser);
    const islands = ['CookieBanner', 'ChatWidget', 'Toaster'] as const;
    for (const island of islands) await holdIsland(page, island);
    await page.goto(siteUrl('/'), { waitUntil: 'domcontentloaded' });
    for (const island of islands) {
      expect(await dormant(page, island)).toBe(true);
      const controls = await page
        .locator(`astro-island[component-url*="/${island}."]`)
        .locator('a, button, input, select, textarea, [tabindex]')
        .count();
      expect(controls).toBe(0);
    }
    await context.close();
  });
});
