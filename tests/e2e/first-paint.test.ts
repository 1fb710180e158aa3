// Runtime: a few seconds (the built files, HTTP, then one page in the browser).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { Parser } from 'htmlparser2';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, siteUrl } from '../support/browser.ts';

/** The pages the speed targets are set for, and the 404 page, by their built file. */
const PAGES = {
  '/': 'index.html',
  '/services/digital-marketing/seo': 'services/digital-marketing/seo/index.html',
  '/blog/ai-lead-scoring-sales-trust': 'blog/ai-lead-scoring-sales-trust/index.html',
  '/contact': 'contact/index.html',
  '/no-such-page': '404.html',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

const built = (file: string) => fs.readFile(path.join(inject('siteDir'), file));

interface Head {
  stylesheets: string[];
  /** `<script src>` in <head> that are neither async, deferred nor modules: each stops the parser. */
  blockingScripts: string[];
  preloads: { href: string; as: string }[];
  /** The text of every <style> of the page, and whether it is in <head>. */
  styles: { css: string; inHead: boolean }[];
  stylePolicies: string[];
  scriptSources: string[];
}

/** What a page's <head> asks for before it can paint, and the style elements of the whole page. */
function headOf(html: string): Head {
  const head: Head = {
    stylesheets: [],
    blockingScripts: [],
    preloads: [],
    styles: [],
    stylePolicies: [],
    scriptSources: [],
  };
  let inHead = false;
  let style: string[] | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'head') inHead = true;
      if (name === 'script' && attributes.src !== undefined) head.scriptSources.push(attributes.src);
      if (name === 'style') style = [];
      if (!inHead) return;
      const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      if (name === 'link' && rel.includes('stylesheet')) head.stylesheets.push(attributes.href ?? '');
      if (name === 'link' && rel.includes('preload'))
        head.preloads.push({ href: attributes.href ?? '', as: attributes.as ?? '' });
      if (name === 'script' && attributes.src !== undefined) {
        const deferred = 'async' in attributes || 'defer' in attributes || attributes.type === 'module';
        if (!deferred) head.blockingScripts.push(attributes.src);
      }
      if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'content-security-policy')
        head.stylePolicies.push(attributes.content ?? '');
    },
    ontext(text) {
      style?.push(text);
    },
    onclosetag(name) {
      if (name === 'head') inHead = false;
      if (name === 'style' && style) {
        head.styles.push({ css: style.join(''), inHead });
        style = undefined;
      }
    },
  });
  parser.end(html);
  return head;
}

/** An answer as the wire carries it (fetch() would decode it): status, headers and raw bytes. */
function rawGet(
  pathname: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      siteUrl(pathname),
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the built pages', () => {
  it('paint from the HTML alone: CSS and icon inline, no style sheet, no parser-blocking script, no preload', async () => {
    for (const [pathname, file] of Object.entries(PAGES)) {
      const html = (await built(file)).toString('utf8');
      const head = headOf(html);
      expect(head.stylesheets, pathname).toEqual([]);
      // The icon is in the page, so the browser asks for nothing more while it paints.
      expect(html, pathname).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg/);
      expect(head.blockingScripts, pathname).toEqual([]);
      expect(head.preloads, pathname).toEqual([]);
      const siteCss = head.styles.filter(({ css }) => css.includes('Inter Fallback'));
      expect(siteCss, pathname).toEqual([{ css: expect.any(String) as string, inHead: true }]);
    }
  });

  it('inline only the CSS their HTML uses, and name the whole stylesheet for after first paint', async () => {
    const inlineCss = new Map<string, string>();
    for (const [pathname, file] of Object.entries(PAGES)) {
      const html = (await built(file)).toString('utf8');
      const [{ css } = { css: '' }] = headOf(html).styles.filter((style) =>
        style.css.includes('Inter Fallback'),
      );
      inlineCss.set(pathname, css);
      const [, href = ''] = /<noscript data-site-css="(\/_astro\/site\.[\w-]+\.css)">/.exec(html) ?? [];
      expect(href, pathname).not.toBe('');
      const whole = (await built(href.slice(1))).toString('utf8');
      expect(css.length, pathname).toBeLessThan(whole.length);
      expect(whole, pathname).toContain('font-family:Inter Variable,Inter Fallback,');
      // The page declares the fonts; declared again, a kept fallback would be swapped (a layout shift).
      expect(whole, pathname).not.toContain('@font-face');
    }
    // Prose styles only where there is prose: a blog post has them, the contact form not.
    expect(inlineCss.get('/blog/ai-lead-scoring-sales-trust')).toContain('.prose');
    expect(inlineCss.get('/contact')).not.toContain('.prose');
  });

  it('allow exactly their own style elements by hash, in a policy that comes before them', async () => {
    for (const [pathname, file] of Object.entries(PAGES)) {
      const html = (await built(file)).toString('utf8');
      const head = headOf(html);
      expect(head.stylePolicies, pathname).toHaveLength(1);
      const [policy = ''] = head.stylePolicies;
      const [directive, ...sources] = policy.split(/\s+/);
      expect(directive, pathname).toBe('style-src-elem');
      expect(sources, pathname).not.toContain("'unsafe-inline'");
      const hashes = [...new Set(head.styles.map(({ css }) => sha256(css)))].sort();
      expect(sources.filter((source) => source.startsWith("'sha256-")).sort(), pathname).toEqual(hashes);
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), pathname).toBeLessThan(
        html.indexOf('<style'),
      );
    }
  });

  it('load Inter, cut to the site’s characters, without ever waiting for it, over a fallback of its size', async () => {
    const [{ css } = { css: '' }] = headOf((await built('index.html')).toString('utf8')).styles.filter(
      (style) => style.css.includes('Inter Fallback'),
    );
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    const inter = faces.filter((face) => /font-family:\s*["']?Inter Variable/.test(face));
    expect(inter).toHaveLength(2);
    for (const face of inter) {
      expect(face).toMatch(/font-display:\s*optional/);
      expect(face).toMatch(/inter-latin(-accents)?\.[\w-]+\.woff2/);
    }
    const fallbacks = faces.filter((face) => /font-family:\s*["']?Inter Fallback/.test(face));
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const face of fallbacks) {
      expect(face).toMatch(/src:\s*local\(["']?Arial/);
      expect(face).toMatch(/size-adjust:\s*108\.19%/);
      expect(face).toMatch(/ascent-override:\s*89\.54%/);
      expect(face).toMatch(/descent-override:\s*22\.3%/);
      expect(face).toMatch(/line-gap-override:\s*0%/);
    }
    expect(css).toMatch(/font-family:\s*Inter Variable,\s*Inter Fallback,/);
    const fonts = (await fs.readdir(path.join(inject('siteDir'), '_astro'))).filter((name) =>
      name.endsWith('.woff2'),
    );
    expect(fonts.every((name) => /^inter-latin(-accents)?\./.test(name))).toBe(true);
  });
});

describe('the site server', () => {
  it('sends the hashed files a page loads with a year’s immutable Cache-Control, brotli when asked', async () => {
    const html = (await built('index.html')).toString('utf8');
    // Scripts a page loads: by <script src>, or named by its inline module script (loaded after first paint).
    const inlineModules = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    const scripts = [
      ...headOf(html).scriptSources,
      ...inlineModules.flatMap((code) =>
        [...code.matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)].map((m) => m[1] ?? ''),
      ),
    ].filter((src) => src.startsWith('/_astro/'));
    const fonts = [...html.matchAll(/url\((\/_astro\/[^)]+\.woff2)\)/g)].map((match) => match[1] ?? '');
    const stylesheets = [...html.matchAll(/data-site-css="(\/_astro\/[^"]+\.css)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(fonts).toHaveLength(2);
    expect(stylesheets).toHaveLength(1);
    for (const src of [...scripts, ...stylesheets]) {
      const response = await rawGet(src, 'gzip, deflate, br, zstd');
      expect(response.status, src).toBe(200);
      expect(response.headers['cache-control'], src).toBe(IMMUTABLE);
      expect(response.headers['content-encoding'], src).toBe('br');
      expect(zlib.brotliDecompressSync(response.body).equals(await built(src.slice(1))), src).toBe(true);
    }
    for (const src of fonts) {
      const response = await rawGet(src, 'br');
      expect(response.headers['cache-control'], src).toBe(IMMUTABLE);
      // A woff2 file is compressed already.
      expect(response.headers['content-encoding'], src).toBeUndefined();
    }
  });

  it('sends pages brotli or gzip as asked, revalidated on every use', async () => {
    for (const [pathname, file] of Object.entries(PAGES)) {
      const page = await built(file);
      const br = await rawGet(pathname, 'gzip, deflate, br, zstd');
      expect(br.status, pathname).toBe(pathname === '/no-such-page' ? 404 : 200);
      expect(br.headers['content-encoding'], pathname).toBe('br');
      expect(br.headers.vary, pathname).toBe('Accept-Encoding');
      expect(br.headers['cache-control'], pathname).toBe('public, max-age=0, must-revalidate');
      expect(zlib.brotliDecompressSync(br.body).equals(page), pathname).toBe(true);
      const gzip = await rawGet(pathname, 'gzip');
      expect(gzip.headers['content-encoding'], pathname).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).equals(page), pathname).toBe(true);
      expect(br.body.length, pathname).toBeLessThan(gzip.body.length);
    }
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('the home page paints and loads before it asks for a style sheet, applies its inline CSS, refuses injected styles, and fetches a linked page on hover', async () => {
    const { page, context } = await openPage(browser, { cookieChoiceMade: true });
    const requested: { url: string; type: string }[] = [];
    page.on('request', (request) => requested.push({ url: request.url(), type: request.resourceType() }));
    await page.goto(siteUrl('/'));
    await page.waitForLoadState('load');
    // The one style sheet is the whole site stylesheet, asked for once the load event has fired and the page has painted.
    const whole = siteUrl(
      (await page.locator('noscript[data-site-css]').getAttribute('data-site-css')) ?? '',
    );
    await expect
      .poll(() => requested.filter((request) => request.type === 'stylesheet').map((request) => request.url))
      .toEqual([whole]);
    // Its resource timing entry exists once its response has arrived, which may be after the request.
    await page.waitForFunction((href) => performance.getEntriesByName(href).length > 0, whole);
    const timing = await page.evaluate((href) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        loaded: navigation?.loadEventStart ?? Number.NaN,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        stylesheet: performance.getEntriesByName(href)[0]?.startTime ?? Number.NaN,
      };
    }, whole);
    expect(timing.stylesheet).toBeGreaterThanOrEqual(timing.loaded);
    expect(timing.stylesheet).toBeGreaterThan(timing.firstPaint);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Variable", "Inter Fallback"/,
    );
    // An injected style element is refused: the page's policy allows its own by hash only.
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const style = document.createElement('style');
          style.textContent = 'body { color: rgb(255, 0, 0) }';
          document.head.append(style);
        }),
    );
    expect(refused).toBe('style-src-elem');
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).not.toBe('rgb(255, 0, 0)');
    const next = siteUrl('/contact');
    const prefetched = page.waitForRequest((request) => request.url() === next);
    await page.locator('main a[href="/contact"]').first().hover();
    await prefetched;
    await context.close();
  });
});
