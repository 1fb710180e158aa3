import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostRedirects, redirectsFile } from '../../../src/integrations/lib/host-rules.ts';
import { headersFile, securityHeaders } from '../../../src/integrations/lib/security/host-headers.ts';
import { mergedSources } from '../../../src/integrations/lib/security/page-sources.ts';
import {
  parseRedirects,
  redirectKey,
  redirectLocation,
  redirectTable,
} from '../../../supabase/local/site/redirects.ts';
import { createSiteApp } from '../../../supabase/local/site/serve.ts';

describe('reading _redirects', () => {
  it('takes exact redirects and page rewrites with their status and skips comments, patterns, other rewrites and conditions', () => {
    const text = [
      '# a comment',
      '',
      '/old /new 301',
      '  /temp   https://x.example/a?b=1   302  ',
      '/default /d',
      '/forced /f 301!',
      '/commented /c 302 # why',
      '/admin/* /admin/index.html 200',
      '/news/:year /blog 301',
      '/rewrite /index.html 200',
      '/closed /about/index.html 503!',
      '/gone /g 410',
      '/moved /about/index.html 302',
      '/country /us 302 Country=us',
      'no-slash /x 301',
      '/lonely',
    ].join('\n');
    expect(parseRedirects(text)).toEqual([
      { kind: 'redirect', from: '/old', to: '/new', status: 301 },
      { kind: 'redirect', from: '/temp', to: 'https://x.example/a?b=1', status: 302 },
      { kind: 'redirect', from: '/default', to: '/d', status: 301 },
      { kind: 'redirect', from: '/forced', to: '/f', status: 301 },
      { kind: 'redirect', from: '/commented', to: '/c', status: 302 },
      { kind: 'rewrite', from: '/rewrite', to: '/index.html', status: 200 },
      { kind: 'rewrite', from: '/closed', to: '/about/index.html', status: 503 },
      { kind: 'redirect', from: '/moved', to: '/about/index.html', status: 302 },
    ]);
  });

  it('matches paths decoded and without a trailing slash; the first rule for an address wins', () => {
    expect(redirectKey('/old/')).toBe('/old');
    expect(redirectKey('/old//')).toBe('/old');
    expect(redirectKey('/')).toBe('/');
    expect(redirectKey('/caf%C3%A9')).toBe('/café');
    expect(redirectKey('/deals/%2A')).toBe('/deals/*');
    expect(redirectKey('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
    const table = redirectTable([
      { kind: 'redirect', from: '/a', to: '/first', status: 301 },
      { kind: 'redirect', from: '/a/', to: '/second', status: 302 },
    ]);
    expect([...table]).toEqual([['/a', { kind: 'redirect', from: '/a', to: '/first', status: 301 }]]);
  });

  it('keeps the request’s query string, before the target’s fragment', () => {
    expect(redirectLocation('/new', '')).toBe('/new');
    expect(redirectLocation('/new', '?utm_source=x')).toBe('/new?utm_source=x');
    expect(redirectLocation('/new?a=1', '?b=2')).toBe('/new?a=1&b=2');
    expect(redirectLocation('https://x.example/p#top', '?b=2')).toBe('https://x.example/p?b=2#top');
  });
});

describe('the local site server', () => {
  let dist: string;
  const app = () => createSiteApp(dist);

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'site-redirects-'));
    await fs.mkdir(path.join(dist, 'about'));
    await fs.mkdir(path.join(dist, 'admin'));
    await fs.writeFile(path.join(dist, 'index.html'), '<h1>Home</h1>');
    await fs.writeFile(path.join(dist, 'about', 'index.html'), '<h1>About</h1>');
    await fs.writeFile(path.join(dist, 'admin', 'index.html'), '<h1>Admin</h1>');
    await fs.writeFile(path.join(dist, '404.html'), '<h1>Not found</h1>');
    await fs.writeFile(
      path.join(dist, '_redirects'),
      [
        '/team /about 301',
        '/about /elsewhere 302',
        '/caf%C3%A9 /menu 301',
        '/promo https://partner.example/landing?ref=grow 302',
        '/admin/* /admin/index.html 200',
        '',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers a redirected path with its status and Location, with or without a trailing slash', async () => {
    for (const pathname of ['/team', '/team/']) {
      const response = await app().request(pathname);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/about');
    }
    const external = await app().request('/promo?utm_source=mail');
    expect(external.status).toBe(302);
    expect(external.headers.get('location')).toBe('https://partner.example/landing?ref=grow&utm_source=mail');
    const encoded = await app().request('/café');
    expect(encoded.status).toBe(301);
    expect(encoded.headers.get('location')).toBe('/menu');
  });

  it('redirects before it serves a file at the same path, as the hosts do', async () => {
    const response = await app().request('/about');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/elsewhere');
  });

  it('matches exact paths only: the rest is served as before', async () => {
    expect((await app().request('/team/members')).status).toBe(404);
    expect((await app().request('/teams')).status).toBe(404);
    const home = await app().request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Home');
    const deepLink = await app().request('/admin/users');
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('Admin');
  });

  it('keeps the host’s own files to itself', async () => {
    await fs.writeFile(path.join(dist, 'vercel.json'), '{}');
    for (const file of ['/_redirects', '/vercel.json']) expect((await app().request(file)).status).toBe(404);
  });

  it('reads the file again when a new build replaces it, and redirects nothing without one', async () => {
    const server = app();
    expect((await server.request('/team')).status).toBe(301);
    const file = path.join(dist, '_redirects');
    const original = await fs.readFile(file, 'utf8');
    try {
      await fs.writeFile(`${file}.next`, '/team /contact 302\n');
      await fs.rename(`${file}.next`, file);
      const changed = await server.request('/team');
      expect(changed.status).toBe(302);
      expect(changed.headers.get('location')).toBe('/contact');
      await fs.rm(file);
      expect((await server.request('/team')).status).toBe(404);
    } finally {
      await fs.writeFile(file, original);
    }
  });
});

describe('the local site server, on a build made in maintenance mode', () => {
  let dist: string;
  const app = () => createSiteApp(dist);
  const RETRY_AFTER = 'Wed, 02 Dec 2026 18:00:00 GMT';

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'site-maintenance-'));
    await fs.mkdir(path.join(dist, 'about'));
    await fs.mkdir(path.join(dist, '_astro'));
    await fs.mkdir(path.join(dist, 'admin'));
    await fs.writeFile(path.join(dist, 'index.html'), '<h1>Home</h1>');
    await fs.writeFile(path.join(dist, 'about', 'index.html'), '<h1>About</h1>');
    await fs.writeFile(path.join(dist, '_astro', 'gate.js'), 'console.log(1);');
    await fs.writeFile(path.join(dist, 'admin', 'index.html'), '<h1>Admin</h1>');
    await fs.writeFile(path.join(dist, '404.html'), '<h1>Not found</h1>');
    const { redirects } = hostRedirects([{ from_path: '/team', to_path: '/about', status_code: 301 }]);
    await fs.writeFile(
      path.join(dist, '_redirects'),
      `${redirectsFile(redirects, ['/', '/about'])}/escape /../../outside.html 503\n`,
    );
    await fs.writeFile(
      path.join(dist, '_headers'),
      headersFile(securityHeaders({ supabaseUrl: 'http://127.0.0.1:54321', sources: mergedSources([]) }), [
        ['Retry-After', RETRY_AFTER],
      ]),
    );
    await fs.writeFile(path.join(path.dirname(dist), 'outside.html'), '<h1>Outside</h1>');
  });
  afterAll(async () => {
    await fs.rm(dist, { recursive: true, force: true });
    await fs.rm(path.join(path.dirname(dist), 'outside.html'), { force: true });
  });

  it('answers every page with 503, Retry-After and the page itself (the maintenance screen for visitors, the site for staff)', async () => {
    for (const [pathname, heading] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
    ] as const) {
      const response = await app().request(pathname);
      expect(response.status, pathname).toBe(503);
      expect(response.headers.get('retry-after')).toBe(RETRY_AFTER);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await response.text()).toBe(`<h1>${heading}</h1>`);
    }
  });

  it('still redirects first, serves files and the admin as before, and answers an unknown address 404', async () => {
    const redirect = await app().request('/team');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/about');
    expect((await app().request('/_astro/gate.js')).status).toBe(200);
    expect((await app().request('/admin/users')).status).toBe(200);
    expect((await app().request('/nowhere')).status).toBe(404);
  });

  it('answers a rewrite only with a file of the build', async () => {
    const response = await app().request('/escape');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Not found</h1>');
  });
});
