// Runtime: about 1 s (one temporary folder, requests straight into the app).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../supabase/local/site/headers.ts';
import { createSiteApp } from '../../supabase/local/site/serve.ts';

describe('reading _headers', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-Common: one',
      '  # an indented comment',
      '  Cache-Control: no-cache',
      '/blog/:slug',
      '  X-Post: yes',
      '/assets/*',
      '  Cache-Control: max-age=31536000',
      '  ! X-Common',
      '/exact',
      '  X-Exact: 1',
      '  X-Exact: 2',
      '  not a header',
      'https://example.com/*',
      '  X-Other-Host: yes',
      '',
    ].join('\r\n'),
  );

  it('applies every matching rule in order and joins a header set more than once', () => {
    expect(Object.fromEntries(headersFor(rules, '/'))).toEqual({
      'x-common': 'one',
      'cache-control': 'no-cache',
    });
    expect(Object.fromEntries(headersFor(rules, '/exact'))).toEqual({
      'x-common': 'one',
      'cache-control': 'no-cache',
      'x-exact': '1, 2',
    });
    expect(headersFor(rules, '/assets/a/b.js').get('cache-control')).toBe('no-cache, max-age=31536000');
  });

  it('drops a header an earlier rule set for a "! Name" line', () => {
    expect(headersFor(rules, '/assets/a.js').has('x-common')).toBe(false);
  });

  it('matches a splat across slashes, a placeholder within one segment, and other paths exactly', () => {
    expect(headersFor(rules, '/blog/post').get('x-post')).toBe('yes');
    expect(headersFor(rules, '/blog/post/more').has('x-post')).toBe(false);
    expect(headersFor(rules, '/blog').has('x-post')).toBe(false);
    expect(headersFor(rules, '/exact/').has('x-exact')).toBe(false);
    expect(headersFor(rules, '/assets').has('x-common')).toBe(true);
  });

  it('leaves out rules for absolute URLs', () => {
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/blog/:slug', '/assets/*', '/exact']);
  });
});

describe('the local site server', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-headers-'));
    await fs.mkdir(path.join(dir, 'admin'));
    await fs.writeFile(path.join(dir, 'index.html'), '<h1>Home</h1>');
    await fs.writeFile(path.join(dir, '404.html'), '<h1>Not here</h1>');
    await fs.writeFile(path.join(dir, 'admin', 'index.html'), '<div id="root"></div>');
    await fs.writeFile(path.join(dir, '_redirects'), '/old /index.html 301\n');
    await fs.writeFile(path.join(dir, '_headers'), '/*\n  X-Site: all\n/admin/*\n  X-Admin: yes\n');
  });
  afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

  it('sends the rules’ headers with pages, redirects, deep links and the 404 page, never _headers itself', async () => {
    const app = createSiteApp(dir);
    const home = await app.request('/');
    expect(home.headers.get('x-site')).toBe('all');
    expect(home.headers.has('x-admin')).toBe(false);
    const redirect = await app.request('/old');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('x-site')).toBe('all');
    const deepLink = await app.request('/admin/blog-posts');
    expect(await deepLink.text()).toContain('root');
    expect(deepLink.headers.get('x-admin')).toBe('yes');
    const missing = await app.request('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-site')).toBe('all');
    const hostFile = await app.request('/_headers');
    expect(hostFile.status).toBe(404);
    expect(await hostFile.text()).not.toContain('X-Site');
  });

  it('reads _headers again when a publish changes it', async () => {
    const app = createSiteApp(dir);
    expect((await app.request('/')).headers.get('x-site')).toBe('all');
    await fs.writeFile(path.join(dir, '_headers'), '/*\n  X-Site: changed, and longer\n');
    expect((await app.request('/')).headers.get('x-site')).toBe('changed, and longer');
    await fs.rm(path.join(dir, '_headers'));
    expect((await app.request('/')).headers.has('x-site')).toBe(false);
  });
});
