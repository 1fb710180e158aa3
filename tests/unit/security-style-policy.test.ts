import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  headersFile,
  securityHeaders,
  vercelHeaders,
} from '../../src/integrations/lib/security/host-headers.ts';
import { mergedSources } from '../../src/integrations/lib/security/page-sources.ts';
import {
  inlineStyles,
  styleElementPolicy,
  withStylePolicy,
} from '../../src/integrations/lib/security/style-policy.ts';
import { headersFor, parseHeadersFile } from '../../supabase/local/site/headers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title>',
  '<style>body{color:red}</style>',
  '<link rel="stylesheet" href="https://fonts.example/css?family=x">',
  '<link rel="stylesheet" href="/_astro/rest.css">',
  '</head><body><template><style>.gate{display:grid}</style></template>',
  '<style>body{color:red}</style><p style="color:blue">x</p></body></html>',
].join('');

describe('the style policy of a built page', () => {
  it('reads the text of every <style> element as the browser hashes it (raw text, no entities), those in templates too', () => {
    expect(inlineStyles(page)).toEqual(['body{color:red}', '.gate{display:grid}', 'body{color:red}']);
    expect(inlineStyles('<style>a::after{content:"&gt;"}</style>')).toEqual(['a::after{content:"&gt;"}']);
  });

  it('allows the site, its style elements by hash (each once) and the origins it links, only for elements', () => {
    expect(styleElementPolicy(page)).toBe(
      [
        'style-src-elem',
        "'self'",
        ...[sha256('body{color:red}'), sha256('.gate{display:grid}')].sort(),
        'https://fonts.example',
      ].join(' '),
    );
    expect(styleElementPolicy('<p>no styles</p>')).toBe("style-src-elem 'self'");
  });

  it('goes into the page right after its charset, before any style it governs', () => {
    const withPolicy = withStylePolicy(page) ?? '';
    const meta = `<meta http-equiv="Content-Security-Policy" content="${styleElementPolicy(page)}">`;
    expect(withPolicy).toBe(page.replace('<meta charset="utf-8">', `<meta charset="utf-8">${meta}`));
    expect(withStylePolicy('<html><head><title>T</title></head></html>')).toBe(
      `<html><head>${meta.replace(styleElementPolicy(page), "style-src-elem 'self'")}<title>T</title></head></html>`,
    );
    expect(withStylePolicy('<p>a fragment</p>')).toBeUndefined();
  });
});

describe('the cache policy for static hosts', () => {
  const headers = securityHeaders({ supabaseUrl: 'http://127.0.0.1:54321', sources: mergedSources([]) });

  it('in _headers: a year, immutable, for the hashed files only, never joined with another', () => {
    const rules = parseHeadersFile(headersFile(headers));
    expect(headersFor(rules, '/_astro/page.Ab12Cd34.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/contact', '/favicon.svg', '/admin/assets/index.js', '/_astro'])
      expect(headersFor(rules, path).has('cache-control'), path).toBe(false);
  });

  it('in vercel.json: the same for /_astro/ and nothing else', () => {
    const matching = (path: string) =>
      vercelHeaders(headers)
        .filter((rule) => new RegExp(`^${rule.source}$`).test(path))
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === 'Cache-Control')
        .map((header) => header.value);
    expect(matching('/_astro/page.Ab12Cd34.js')).toEqual(['public, max-age=31536000, immutable']);
    expect(matching('/')).toEqual([]);
    expect(matching('/admin/assets/index.js')).toEqual([]);
  });
});
