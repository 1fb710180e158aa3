import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders, headersFile } from '../../../src/integrations/lib/security/host-headers.ts';
import { mergedSources } from '../../../src/integrations/lib/security/page-sources.ts';
import { chosenCoding } from '../../../supabase/local/site/compression.ts';
import { createSiteApp, HOST_DEFAULT_CACHE_CONTROL } from '../../../supabase/local/site/serve.ts';

describe('the coding the site server answers with', () => {
  it('is the acceptable one the client rates highest, brotli among equals, identity when none is asked', () => {
    expect(chosenCoding(undefined)).toBe('identity');
    expect(chosenCoding('')).toBe('identity');
    expect(chosenCoding('gzip')).toBe('gzip');
    expect(chosenCoding('br')).toBe('br');
    // Chromium's header: every coding at q=1, gzip first.
    expect(chosenCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chosenCoding('gzip;q=0.2, br;q=0.8')).toBe('br');
    expect(chosenCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chosenCoding('*')).toBe('br');
    expect(chosenCoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(chosenCoding('deflate')).toBe('identity');
    // Nothing acceptable at all: identity anyway, as RFC 9110 allows instead of a 406.
    expect(chosenCoding('identity;q=0')).toBe('identity');
  });
});

describe('the local site server', () => {
  let dir: string;
  const page = `<!doctype html><title>Home</title><p>${'A page long enough to be worth compressing. '.repeat(80)}</p>`;
  const script = `export const words = ${JSON.stringify('word '.repeat(500))};\n`;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-compression-'));
    await fs.mkdir(path.join(dir, '_astro'));
    await fs.writeFile(path.join(dir, 'index.html'), page);
    await fs.writeFile(
      path.join(dir, '404.html'),
      `<h1>Not here</h1>${'<p>Nothing at this address.</p>'.repeat(60)}`,
    );
    await fs.writeFile(path.join(dir, 'small.txt'), 'tiny');
    await fs.writeFile(path.join(dir, '_astro', 'page.Ab12Cd34.js'), script);
    await fs.writeFile(path.join(dir, '_astro', 'font.Ab12Cd34.woff2'), Buffer.alloc(2048, 7));
    const security = securityHeaders({ supabaseUrl: 'http://127.0.0.1:54321', sources: mergedSources([]) });
    await fs.writeFile(path.join(dir, '_headers'), headersFile(security));
  });
  afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

  const get = (pathname: string, acceptEncoding?: string) =>
    createSiteApp(dir).request(pathname, {
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('sends brotli or gzip as asked, the same bytes once decoded, with their length and Vary', async () => {
    const br = await get('/', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = await bytes(br);
    expect(br.headers.get('content-length')).toBe(String(brBody.length));
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(page);
    expect(brBody.length).toBeLessThan(page.length / 4);

    const gzip = await get('/', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(gzip)).toString()).toBe(page);

    const plain = await get('/');
    expect(plain.headers.has('content-encoding')).toBe(false);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(page);
  });

  it('compresses the 404 page and scripts too, but not binary files or bodies under 1 KB', async () => {
    const missing = await get('/nowhere', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await bytes(missing)).toString()).toContain('Not here');

    const js = await get('/_astro/page.Ab12Cd34.js', 'br');
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await bytes(js)).toString()).toBe(script);

    const font = await get('/_astro/font.Ab12Cd34.woff2', 'br');
    expect(font.headers.has('content-encoding')).toBe(false);
    expect(font.headers.has('vary')).toBe(false);
    expect((await bytes(font)).length).toBe(2048);

    const small = await get('/small.txt', 'br');
    expect(small.headers.has('content-encoding')).toBe(false);
    expect(await small.text()).toBe('tiny');
  });

  it('answers a range request with the plain bytes asked for', async () => {
    const response = await createSiteApp(dir).request('/', {
      headers: { 'accept-encoding': 'br', range: 'bytes=0-14' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.has('content-encoding')).toBe(false);
    expect(await response.text()).toBe(page.slice(0, 15));
  });

  it('gives hashed files a year, immutable, and everything else the hosts’ revalidating default', async () => {
    for (const pathname of ['/_astro/page.Ab12Cd34.js', '/_astro/font.Ab12Cd34.woff2']) {
      const response = await get(pathname, 'br');
      expect(response.headers.get('cache-control'), pathname).toBe('public, max-age=31536000, immutable');
      await response.body?.cancel();
    }
    expect(HOST_DEFAULT_CACHE_CONTROL).toBe('public, max-age=0, must-revalidate');
    for (const pathname of ['/', '/nowhere', '/small.txt']) {
      const response = await get(pathname, 'br');
      expect(response.headers.get('cache-control'), pathname).toBe(HOST_DEFAULT_CACHE_CONTROL);
      await response.body?.cancel();
    }
  });

  it('answers a revalidation of an unchanged page 304, with its cache headers and no body', async () => {
    const first = await get('/', 'br');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    await first.body?.cancel();
    const again = await createSiteApp(dir).request('/', {
      headers: { 'accept-encoding': 'br', 'if-none-match': tag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(HOST_DEFAULT_CACHE_CONTROL);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(await again.text()).toBe('');
    // Another coding is another representation, with a tag of its own.
    const gzip = await get('/', 'gzip');
    expect(gzip.headers.get('etag')).not.toBe(tag);
    await gzip.body?.cancel();
    const changed = await createSiteApp(dir).request('/', { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(page);
  });
});
