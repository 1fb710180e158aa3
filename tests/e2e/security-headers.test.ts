// Runtime: about 15 s (HTTP checks, then four pages in one browser).
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { VercelHeaderRule } from '../../src/integrations/lib/security/host-headers.ts';
import { pageSources } from '../../src/integrations/lib/security/page-sources.ts';
import { headersFor, parseHeadersFile } from '../../supabase/local/site/headers.ts';
import { launchBrowser, openPage, siteUrl } from '../support/browser.ts';
import { member, productAnon, productService } from '../support/product.ts';

let browser: Browser;
let videoPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const [videoId] = await fs.readdir(path.join(inject('siteDir'), 'video'));
  if (!videoId) throw new Error('The test build has no video page.');
  videoPath = `/video/${videoId}`;
});
afterAll(async () => browser.close());

const built = (file: string) => fs.readFile(path.join(inject('siteDir'), file), 'utf8');
const served = (pathname: string) => fetch(siteUrl(pathname), { redirect: 'manual' });

/** The policies of a Content-Security-Policy header (several are joined by commas), as directive → sources. */
function policies(header: string | null): Map<string, string[]>[] {
  return (header ?? '').split(',').map(
    (policy) =>
      new Map(
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter((parts): parts is [string, ...string[]] => parts[0] !== undefined && parts[0] !== '')
          .map(([name, ...sources]) => [name, sources]),
      ),
  );
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;

describe('security headers', () => {
  it('are sent with pages, assets, the admin, its deep links and the 404 page', async () => {
    const [asset] = (await fs.readdir(path.join(inject('siteDir'), '_astro'))).filter((name) =>
      name.endsWith('.js'),
    );
    const paths = [
      '/',
      '/services/digital-marketing/seo',
      videoPath,
      `/_astro/${asset}`,
      '/admin/',
      '/admin/settings',
      '/no-such-page',
    ];
    for (const pathname of paths) {
      const response = await served(pathname);
      expect(response.status, pathname).toBe(pathname === '/no-such-page' ? 404 : 200);
      expect(response.headers.get('strict-transport-security'), pathname).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), pathname).toContain('camera=()');
      expect(response.headers.get('content-security-policy'), pathname).toContain("default-src 'self'");
      await response.body?.cancel();
    }
  });

  it('allow every inline script of the built pages by hash, and no inline script at large', async () => {
    const pages = {
      '/': 'index.html',
      '/contact': 'contact/index.html',
      '/services/digital-marketing/seo': 'services/digital-marketing/seo/index.html',
      [videoPath]: `${videoPath.slice(1)}/index.html`,
      '/portfolio': 'portfolio/index.html',
      '/no-such-page': '404.html',
    };
    for (const [pathname, file] of Object.entries(pages)) {
      const response = await served(pathname);
      const [site, ...others] = policies(response.headers.get('content-security-policy'));
      expect(others, pathname).toEqual([]);
      const scriptSrc = site?.get('script-src') ?? [];
      expect(scriptSrc, pathname).not.toContain("'unsafe-inline'");
      expect(scriptSrc, pathname).not.toContain("'unsafe-eval'");
      const { inlineScripts } = pageSources(await built(file));
      expect(inlineScripts.length, pathname).toBeGreaterThan(0);
      for (const script of inlineScripts)
        expect(scriptSrc, `${pathname}: ${script.slice(0, 60)}`).toContain(sha256(script));
      await response.body?.cancel();
    }
  });

  it('keep the admin to its own scripts, unframeable', async () => {
    expect(pageSources(await built('admin/index.html')).inlineScripts).toEqual([]);
    for (const pathname of ['/admin/', '/admin/blog-posts/new']) {
      const response = await served(pathname);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const admin = policies(response.headers.get('content-security-policy')).at(-1);
      expect(admin?.get('script-src')).toEqual(["'self'"]);
      expect(admin?.get('frame-ancestors')).toEqual(["'none'"]);
      expect(admin?.get('connect-src')).toEqual(["'self'", inject('productUrl')]);
      await response.body?.cancel();
    }
  });

  it('are the same in _headers and vercel.json', async () => {
    const rules = parseHeadersFile(await built('_headers'));
    const vercel = (JSON.parse(await built('vercel.json')) as { headers: VercelHeaderRule[] }).headers;
    const vercelCsp = (source: string) =>
      vercel
        .find((rule) => rule.source === source)
        ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
    const siteCsp = headersFor(rules, '/').get('content-security-policy');
    expect(vercelCsp('/((?!admin(?:/|$)).*)')).toBe(siteCsp);
    expect(headersFor(rules, '/admin/settings').get('content-security-policy')).toBe(
      `${siteCsp}, ${vercelCsp('/admin/(.*)')}`,
    );
    expect(vercelCsp('/admin')).toBe(vercelCsp('/admin/(.*)'));
    expect((await served('/')).headers.get('content-security-policy')).toBe(siteCsp);
    const everywhere = vercel.find((rule) => rule.source === '/(.*)')?.headers ?? [];
    for (const { key, value } of everywhere)
      expect(headersFor(rules, '/admin').get(key.toLowerCase())).toBe(value);
  });
});

interface Violation {
  directive: string;
  blocked: string;
}

/** A script address no policy allows: its violation marks the end of what a check waits for. */
const SENTINEL = 'https://blocked.invalid/sentinel.js';

/**
 * Opens a page that records every CSP violation and every console error about a policy. `settle`
 * adds an inline script (which must not run) and then a script from SENTINEL, and waits for the
 * sentinel's violation and console error: they arrive in order, so everything before them is in.
 */
async function watchedPage(pathname: string) {
  const opened = await openPage(browser, { cookieChoiceMade: true });
  const { page } = opened;
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions-Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: { directive: string; blocked: string }[] = [];
    (window as unknown as { __violations: typeof violations }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
  await page.goto(siteUrl(pathname));
  await page.waitForLoadState('load');
  const violations = () =>
    page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
  const settle = async () => {
    const ran = await page.evaluate((sentinel) => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__injectedRan = true';
      document.body.append(inline);
      const external = document.createElement('script');
      external.src = sentinel;
      document.body.append(external);
      return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
    }, SENTINEL);
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).some((v) => v.blocked === SENTINEL)).toBe(true);
    await expect.poll(() => consoleErrors.some((text) => text.includes(SENTINEL))).toBe(true);
    return { violations: await violations(), consoleErrors };
  };
  return { ...opened, settle };
}

/**
 * Brings every island to life: the ones that wait to be visible are scrolled to, one by one; the
 * ones that wait for the visitor (client:interaction) are woken as focus coming into them would.
 */
async function hydrateAll(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island[client="visible"]').all()) {
    await island.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() => {
    for (const island of document.querySelectorAll('astro-island[client="interaction"][ssr]'))
      island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    return document.querySelector('astro-island[ssr]') === null;
  });
}

/**
 * Checks that settle() found only its own two scripts blocked: the page itself broke no rule.
 * `policies` is how many policies the page has (each reports its own violation).
 */
function expectOnlyInjected(found: { violations: Violation[]; consoleErrors: string[] }, policies = 1): void {
  const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);
  expect(found.violations).toEqual([
    ...times(policies, { directive: 'script-src-elem', blocked: 'inline' }),
    ...times(policies, { directive: 'script-src-elem', blocked: SENTINEL }),
  ]);
  expect(
    found.consoleErrors.filter((text) => !text.includes('inline script') && !text.includes(SENTINEL)),
  ).toEqual([]);
}

describe('the Content-Security-Policy in Chromium', () => {
  it('lets the home page and the contact form run, and blocks an injected inline script', async () => {
    for (const pathname of ['/', '/contact']) {
      const { page, context, settle } = await watchedPage(pathname);
      await hydrateAll(page);
      expectOnlyInjected(await settle());
      await context.close();
    }
  });

  it('lets a video page load its player from youtube-nocookie.com', async () => {
    const { page, context, settle } = await watchedPage(videoPath);
    await page.locator('[data-video-facade] button').click();
    await page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').waitFor();
    await page
      .frameLocator('iframe[src^="https://www.youtube-nocookie.com/"]')
      .locator('title')
      .waitFor({ state: 'attached' });
    expectOnlyInjected(await settle());
    await context.close();
  });

  it('lets the admin sign-in page run', async () => {
    const { page, context, settle } = await watchedPage('/admin/login');
    await expect.poll(() => page.title()).toBe('Sign in · Grow Digital admin');
    await page.getByLabel('Email').waitFor();
    // The admin's answers carry the site's policy and the admin's, as on Netlify and Cloudflare Pages.
    expectOnlyInjected(await settle(), 2);
    await context.close();
  });
});

describe('files from the storage API in Chromium', () => {
  it('shows an SVG from media in an <img> on a page, and runs none of its script opened alone', async () => {
    const editor = await member('editor');
    const key = `tests/${randomUUID()}.svg`;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"><rect width="24" height="16" fill="teal"/>' +
      "<script>document.title = 'ran'</script></svg>";
    const uploaded = await editor.client.storage
      .from('media')
      .upload(key, new Blob([svg], { type: 'image/svg+xml' }));
    expect(uploaded.error).toBeNull();
    const url = productAnon().storage.from('media').getPublicUrl(key).data.publicUrl;

    const { page, context } = await openPage(browser);
    await page.goto(siteUrl('/'));
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, url);
    expect(size).toEqual([24, 16]);

    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('sandboxed')) blocked.push(message.text());
    });
    await page.goto(url);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    expect(await page.title()).not.toBe('ran');
    await context.close();
    await editor.client.storage.from('media').remove([key]);
  });

  it('opens a résumé PDF from a signed URL in the browser’s viewer', async () => {
    const path = `${randomUUID()}/cv.pdf`;
    const pdf =
      '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
      '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
    const service = productService().storage.from('resumes');
    expect((await service.upload(path, new Blob([pdf], { type: 'application/pdf' }))).error).toBeNull();
    const signed = await service.createSignedUrl(path, 60);

    const { page, context } = await openPage(browser);
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await page.goto(signed.data?.signedUrl ?? '');
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')))
      .toBe(true);
    expect(await page.evaluate(() => document.contentType)).toBe('application/pdf');
    expect(downloaded).toBe(false);
    await context.close();
    await service.remove([path]);
  });
});
