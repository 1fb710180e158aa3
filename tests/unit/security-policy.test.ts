// Runtime: well under 1 s.
import { describe, expect, it } from 'vitest';
import {
  adminPolicy,
  type CspDirectives,
  serializeCsp,
  sitePolicy,
} from '../../src/integrations/lib/security/content-security-policy.ts';
import {
  headersFile,
  PERMISSIONS_POLICY,
  securityHeaders,
  vercelHeaders,
} from '../../src/integrations/lib/security/host-headers.ts';
import { pageSources, scriptHashSource } from '../../src/integrations/lib/security/page-sources.ts';
import { headersFor, parseHeadersFile } from '../../supabase/local/site/headers.ts';

const API = 'https://abc.supabase.co';
const sources = pageSources(
  '<script>b()</script><script>a()</script><script src="https://cdn.example/x.js"></script>' +
    '<iframe src="https://forms.example/f"></iframe>',
);
const site = sitePolicy({ supabaseUrl: `${API}/`, sources });
const admin = adminPolicy(API);

/** Whether `inner` allows nothing `outer` does not (same sources or stricter, directive by directive). */
function allowsNoMoreThan(inner: CspDirectives, outer: CspDirectives): boolean {
  return Object.entries(inner).every(([name, allowed]) => {
    const outerAllowed = outer[name];
    return (
      outerAllowed !== undefined &&
      (allowed.join() === "'none'" || allowed.every((source) => outerAllowed.includes(source)))
    );
  });
}

describe('the site policy', () => {
  it('allows scripts from the site, by hash and from the tag manager, never inline at large', () => {
    expect(site['script-src']).toEqual([
      "'self'",
      ...[scriptHashSource('a()'), scriptHashSource('b()')].sort(),
      'https://*.googletagmanager.com',
      'https://cdn.example',
    ]);
    expect(serializeCsp(site)).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('allows the API, the analytics endpoints, YouTube and the tag manager frames, and no plugins', () => {
    expect(site).toMatchObject({
      'default-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:', API],
      'connect-src': [
        "'self'",
        API,
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
      'frame-src': [
        'https://www.youtube-nocookie.com',
        'https://www.googletagmanager.com',
        'https://forms.example',
      ],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
  });

  it('is the same whatever order the scripts and origins came in', () => {
    const reversed = pageSources(
      '<iframe src="https://forms.example/f"></iframe><script src="https://cdn.example/x.js"></script>' +
        '<script>a()</script><script>b()</script>',
    );
    expect(sitePolicy({ supabaseUrl: API, sources: reversed })).toEqual(site);
  });

  it('takes the local API with its port', () => {
    expect(sitePolicy({ supabaseUrl: 'http://127.0.0.1:54321', sources })['connect-src']).toContain(
      'http://127.0.0.1:54321',
    );
  });
});

describe('the admin policy', () => {
  it('runs only its own bundle, frames nothing and is never framed', () => {
    expect(admin).toMatchObject({
      'script-src': ["'self'"],
      'connect-src': ["'self'", API],
      'img-src': ["'self'", 'data:', 'blob:', 'https:', API],
      'frame-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(serializeCsp(admin)).not.toContain('googletagmanager');
  });

  it('allows nothing the site policy does not, so a host sending both enforces the admin one', () => {
    expect(allowsNoMoreThan(admin, site)).toBe(true);
    expect(allowsNoMoreThan(site, admin)).toBe(false);
  });
});

describe('the headers for static hosts', () => {
  const headers = securityHeaders({ supabaseUrl: API, sources });
  const rules = parseHeadersFile(headersFile(headers));
  const siteCsp = serializeCsp(site);
  const adminCsp = serializeCsp(admin);

  it('send HSTS without preload, nosniff, the referrer policy and the permissions policy everywhere', () => {
    for (const path of ['/', '/contact', '/_astro/a.js', '/admin', '/admin/settings']) {
      expect(Object.fromEntries(headersFor(rules, path))).toMatchObject({
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': PERMISSIONS_POLICY,
      });
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('browsing-topics=()');
    expect(PERMISSIONS_POLICY).not.toMatch(/autoplay|fullscreen|encrypted-media/);
  });

  it('in _headers: the site policy on the site, both policies (so the admin one) and DENY on the admin', () => {
    expect(headersFor(rules, '/services').get('content-security-policy')).toBe(siteCsp);
    expect(headersFor(rules, '/services').has('x-frame-options')).toBe(false);
    for (const path of ['/admin', '/admin/', '/admin/blog-posts/new']) {
      expect(headersFor(rules, path).get('content-security-policy')).toBe(`${siteCsp}, ${adminCsp}`);
      expect(headersFor(rules, path).get('x-frame-options')).toBe('DENY');
    }
    expect(headersFor(rules, '/administration').get('content-security-policy')).toBe(siteCsp);
  });

  it('in vercel.json: sources that give the site and the admin one policy each', () => {
    const vercel = vercelHeaders(headers);
    // These sources mean the same as regular expressions as they do in path-to-regexp.
    const matching = (path: string) =>
      vercel.filter((rule) => new RegExp(`^${rule.source}$`).test(path)).flatMap((rule) => rule.headers);
    const csp = (path: string) =>
      matching(path)
        .filter((header) => header.key === 'Content-Security-Policy')
        .map((header) => header.value);
    expect(csp('/')).toEqual([siteCsp]);
    expect(csp('/administration')).toEqual([siteCsp]);
    expect(csp('/admin')).toEqual([adminCsp]);
    expect(csp('/admin/settings')).toEqual([adminCsp]);
    expect(matching('/admin/x').map((header) => header.key)).toEqual([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Content-Security-Policy',
      'X-Frame-Options',
    ]);
  });
});
