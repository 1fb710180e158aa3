import { describe, expect, it } from 'vitest';
import {
  ADMIN_FALLBACK,
  hostRedirects,
  type RedirectRow,
  redirectsFile,
  vercelConfig,
} from '../../../src/integrations/lib/host-rules.ts';
import { retryAfter } from '../../../src/lib/maintenance.ts';
import { parseRedirects } from '../../../supabase/local/site/redirects.ts';

const row = (from_path: string, to_path: string, status_code = 301): RedirectRow => ({
  from_path,
  to_path,
  status_code,
});

/** The rule lines of a `_redirects` file (no comments). */
const ruleLines = (file: string) => file.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

describe('host redirects from the redirects table', () => {
  it('orders the rules by address and keeps each status', () => {
    const { redirects, skipped } = hostRedirects([
      row('/team', '/about', 301),
      row('/ppc', '/services/performance-marketing/search-engine-ads', 302),
      row('/resources', '/resource-center'),
    ]);
    expect(skipped).toEqual([]);
    expect(redirects).toEqual([
      { from: '/ppc', to: '/services/performance-marketing/search-engine-ads', status: 302 },
      { from: '/resources', to: '/resource-center', status: 301 },
      { from: '/team', to: '/about', status: 301 },
    ]);
  });

  it('keeps external targets whole, query string included', () => {
    const { redirects } = hostRedirects([
      row('/campaign', 'https://partner.example/landing?ref=grow&utm_source=site', 302),
      row('/old-docs', 'http://docs.example'),
    ]);
    expect(redirects).toEqual([
      { from: '/campaign', to: 'https://partner.example/landing?ref=grow&utm_source=site', status: 302 },
      { from: '/old-docs', to: 'http://docs.example/', status: 301 },
    ]);
  });

  it('drops trailing slashes (the site has none) and writes addresses percent-encoded', () => {
    const { redirects } = hostRedirects([row('/old/', '/contact/?from=old'), row('/café', '/über-uns#team')]);
    expect(redirects).toEqual([
      { from: '/caf%C3%A9', to: '/%C3%BCber-uns#team', status: 301 },
      { from: '/old', to: '/contact?from=old', status: 301 },
    ]);
  });

  it('leaves out what no host should get, and says why', () => {
    const rows = [
      row('/admin', '/'),
      row('/admin/users', '/'),
      row('/old', '/new'),
      row('/old/', '/newer'),
      row('/self', '/self/?again=1'),
      row('/ping', '/pong'),
      row('/pong', '/ping', 302),
      row('/chain', '/ping'),
      // Impossible by the table's CHECKs (spaces, "?" in the source, no leading slash, bad status):
      row('/with space', '/x'),
      row('/x', '/with space'),
      row('/q?x=1', '/x'),
      row('relative', '/x'),
      row('/status', '/x', 307),
      // Possible in the table, but another site to a browser:
      row('/sneaky', '//evil.example/'),
    ];
    const { redirects, skipped } = hostRedirects(rows);
    expect(redirects.map((redirect) => redirect.from)).toEqual(['/chain', '/old']);
    expect(
      Object.fromEntries(skipped.map(({ row: skippedRow, reason }) => [skippedRow.from_path, reason])),
    ).toEqual({
      '/admin': 'admin',
      '/admin/users': 'admin',
      '/old/': 'duplicate',
      '/self': 'loop',
      '/ping': 'loop',
      '/pong': 'loop',
      '/with space': 'invalid',
      '/x': 'invalid',
      '/q?x=1': 'invalid',
      relative: 'invalid',
      '/status': 'invalid',
      '/sneaky': 'invalid',
    });
  });
});

describe('_redirects', () => {
  it('lists the redirects first, then the admin fallback', () => {
    const { redirects } = hostRedirects([row('/b', '/x', 302), row('/a', 'https://site.example/y')]);
    const file = redirectsFile(redirects);
    expect(ruleLines(file)).toEqual([
      '/a https://site.example/y 301',
      '/b /x 302',
      '/admin/* /admin/index.html 200',
    ]);
    expect(file.endsWith('\n')).toBe(true);
  });

  it('is only the fallback when there are no redirects', () => {
    expect(ruleLines(redirectsFile([]))).toEqual([`${ADMIN_FALLBACK.from} ${ADMIN_FALLBACK.to} 200`]);
  });

  it('writes wildcards and placeholders as plain characters, so a rule matches one address', () => {
    const { redirects } = hostRedirects([
      row('/deals/*', '/offers/:id'),
      row('/a:b', 'https://x.example/:p?q=:r'),
    ]);
    expect(ruleLines(redirectsFile(redirects)).slice(0, 2)).toEqual([
      '/a%3Ab https://x.example/%3Ap?q=%3Ar 301',
      '/deals/%2A /offers/%3Aid 301',
    ]);
  });

  it('has three tokens on every line: no address can hold a space', () => {
    const { redirects } = hostRedirects([
      row('/a', '/b'),
      row('/tab\there', '/x'),
      row('/nbsp\u00a0here', '/x'),
      row('/x', 'https://site.example/a b'),
    ]);
    for (const line of ruleLines(redirectsFile(redirects))) expect(line.split(' ')).toHaveLength(3);
    expect(redirects).toHaveLength(1);
  });

  it('reads back, through the local server’s parser, as the same redirects', () => {
    const { redirects } = hostRedirects([
      row('/a', '/b', 302),
      row('/café/menu', 'https://site.example/x?y=1#z'),
      row('/deals/*', '/offers'),
    ]);
    expect(parseRedirects(redirectsFile(redirects))).toEqual(
      redirects.map((redirect) => ({
        kind: 'redirect',
        from: redirect.from.replaceAll('*', '%2A'),
        to: redirect.to,
        status: redirect.status,
      })),
    );
  });
});

describe('maintenance mode in _redirects', () => {
  it('answers each page with its own file and 503, after the redirects and before the admin’s fallback', () => {
    const { redirects } = hostRedirects([row('/team', '/about')]);
    const file = redirectsFile(redirects, ['/', '/about', '/blog/café']);
    expect(ruleLines(file)).toEqual([
      '/team /about 301',
      '/ /index.html 503!',
      '/about /about/index.html 503!',
      '/blog/caf%C3%A9 /blog/caf%C3%A9/index.html 503!',
      '/admin/* /admin/index.html 200',
    ]);
    expect(parseRedirects(file).filter((rule) => rule.kind === 'rewrite')).toEqual([
      { kind: 'rewrite', from: '/', to: '/index.html', status: 503 },
      { kind: 'rewrite', from: '/about', to: '/about/index.html', status: 503 },
      { kind: 'rewrite', from: '/blog/caf%C3%A9', to: '/blog/caf%C3%A9/index.html', status: 503 },
    ]);
  });

  it('has no maintenance rule when the site is not in maintenance', () => {
    expect(redirectsFile([], [])).not.toContain('503');
  });

  it('tells clients to come back at the announced end, or in an hour without one', () => {
    const now = new Date('2026-12-02T09:00:00Z');
    expect(retryAfter('2026-12-02T18:00:00+00:00', now)).toBe('Wed, 02 Dec 2026 18:00:00 GMT');
    expect(retryAfter('2026-12-01T18:00:00Z', now)).toBe('3600');
    expect(retryAfter(null, now)).toBe('3600');
  });
});

describe('vercel.json', () => {
  it('has the redirects with their exact status, the admin rewrite and the site’s URL style', () => {
    const { redirects } = hostRedirects([
      row('/team', '/about'),
      row('/promo', 'https://partner.example/?a=1', 302),
    ]);
    expect(vercelConfig(redirects)).toEqual({
      $schema: 'https://openapi.vercel.sh/vercel.json',
      cleanUrls: true,
      trailingSlash: false,
      redirects: [
        { source: '/promo', destination: 'https://partner.example/?a=1', statusCode: 302 },
        { source: '/team', destination: '/about', statusCode: 301 },
      ],
      rewrites: [{ source: '/admin/(.*)', destination: '/admin/index.html' }],
    });
  });

  it('escapes what path-to-regexp would read as a pattern', () => {
    const { redirects } = hostRedirects([row('/a:b(c)*+{d}', '/e:f')]);
    expect(vercelConfig(redirects).redirects).toEqual([
      // Braces are percent-encoded like a browser sends them; the rest is escaped.
      { source: '/a\\:b\\(c\\)\\*\\+%7Bd%7D', destination: '/e%3Af', statusCode: 301 },
    ]);
  });
});
