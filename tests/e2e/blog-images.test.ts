import type { Browser, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { IMAGES_POST } from '../support/e2e-posts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The box an image takes now, and whether its pixels have arrived. */
const boxOf = (image: HTMLImageElement) => {
  const { width, height } = image.getBoundingClientRect();
  return { width, height, loaded: image.complete && image.naturalWidth > 0 };
};

describe('images in a post body on the built site', () => {
  it('optimises storage images at build (sizes, WebP, width and height, lazy), shows https ones, drops others', async () => {
    const { page, context } = await openPage(browser);
    // The sandbox has no internet: the https host answers from here, after the page's policy has let it through.
    const logo = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await context.route(IMAGES_POST.httpsImage, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: logo }),
    );
    // The optimised file is held back until its box has been measured: the space it takes must not wait for it.
    let releaseOptimised: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      releaseOptimised = resolve;
    });
    await context.route('**/_astro/*.webp', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto(siteUrl(`/blog/${IMAGES_POST.slug}`), { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    const article = page.locator('article .prose');

    const stored = article.getByRole('img', { name: IMAGES_POST.alts.storage });
    const attributes = await stored.evaluate((image: HTMLImageElement) =>
      Object.fromEntries(
        ['src', 'srcset', 'sizes', 'width', 'height', 'loading', 'decoding'].map((name) => [
          name,
          image.getAttribute(name),
        ]),
      ),
    );
    // The 1600 × 900 file is made at most 1280 px wide, as covers are.
    expect(attributes).toMatchObject({ width: '1280', height: '720', loading: 'lazy', decoding: 'async' });
    expect(attributes.src).toMatch(/^\/_astro\/.+\.webp$/);
    expect(attributes.srcset?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '640w',
      '960w',
      '1280w',
    ]);
    expect(attributes.srcset).toMatch(/^\/_astro\/\S+\.webp 640w/);
    expect(attributes.sizes).toBeTruthy();

    await stored.scrollIntoViewIfNeeded();
    const before = await stored.evaluate(boxOf);
    expect(before.loaded).toBe(false);
    expect(before.width).toBeGreaterThan(200);
    expect(before.height).toBeCloseTo((before.width * 900) / 1600, 0);
    releaseOptimised();
    await expect.poll(async () => (await stored.evaluate(boxOf)).loaded).toBe(true);
    const after = await stored.evaluate(boxOf);
    expect(Math.abs(after.height - before.height)).toBeLessThan(1);
    expect(after.width).toBe(before.width);

    const https = article.getByRole('img', { name: IMAGES_POST.alts.https });
    expect(await https.getAttribute('src')).toBe(IMAGES_POST.httpsImage);
    await https.scrollIntoViewIfNeeded();
    await expect.poll(() => https.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);

    // Plain http from another host never loads: the reader gets its alt text instead.
    expect(await article.locator('img').count()).toBe(2);
    await article.getByText(IMAGES_POST.alts.http, { exact: true }).waitFor();
    expect(await article.innerHTML()).not.toContain('tracker.example');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await context.close();
  });
});
