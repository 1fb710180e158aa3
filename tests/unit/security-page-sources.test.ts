// Runtime: well under 1 s.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isPolicedScript,
  mergedSources,
  pageSources,
  scriptHashSource,
} from '../../src/integrations/lib/security/page-sources.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline scripts of a built page', () => {
  it('takes every script the browser runs and leaves data blocks, empty and no-script ones', () => {
    const html = [
      '<!doctype html><html><head>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script>window.a=1</script>',
      '<script type="module">import "/x.js"</script>',
      '<script type="text/javascript">b()</script>',
      '<script type=" TEXT/JavaScript ">c()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="text/x-template"><p>not code</p></script>',
      '<script language="javascript">d()</script>',
      '<script language="vbscript">e</script>',
      '<script></script>',
      '<script src="/_astro/page.js"></script>',
      '<noscript><script>never()</script></noscript>',
      '</head><body><script>if (a < b && c) { f("</div>") }</script></body></html>',
    ].join('\n');
    expect(pageSources(html).inlineScripts).toEqual([
      'window.a=1',
      'import "/x.js"',
      'b()',
      'c()',
      '{"imports":{}}',
      'd()',
      'if (a < b && c) { f("</div>") }',
    ]);
  });

  it('keeps the script text raw: entities are not decoded inside a script', () => {
    expect(pageSources('<script>a="&amp;"</script>').inlineScripts).toEqual(['a="&amp;"']);
  });

  it('tells policed types from data blocks', () => {
    expect(isPolicedScript({})).toBe(true);
    expect(isPolicedScript({ type: '' })).toBe(true);
    expect(isPolicedScript({ type: 'module' })).toBe(true);
    expect(isPolicedScript({ type: 'application/javascript' })).toBe(true);
    expect(isPolicedScript({ type: 'speculationrules' })).toBe(true);
    expect(isPolicedScript({ type: 'application/ld+json' })).toBe(false);
    expect(isPolicedScript({ type: 'text/plain' })).toBe(false);
    expect(isPolicedScript({ type: 'text/javascript; charset=utf-8' })).toBe(false);
    expect(isPolicedScript({ language: 'JavaScript' })).toBe(true);
    expect(isPolicedScript({ language: 'vbscript' })).toBe(false);
  });

  it('collects the origins of external scripts, frames and style sheets, not of relative ones', () => {
    const html = [
      '<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-X"></script>',
      '<script src="//cdn.example/lib.js"></script>',
      '<script src="/_astro/a.js"></script>',
      '<link rel="stylesheet" href="https://fonts.example/css?family=x">',
      '<link rel="preconnect" href="https://api.example">',
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X"></iframe></noscript>',
      '<iframe src="https://widgets.example:8443/embed"></iframe>',
      '<img src="https://pixel.example/p.gif">',
    ].join('');
    expect(pageSources(html)).toMatchObject({
      inlineScripts: [],
      scriptOrigins: ['https://www.googletagmanager.com', 'https://cdn.example'],
      frameOrigins: ['https://www.googletagmanager.com', 'https://widgets.example:8443'],
      styleOrigins: ['https://fonts.example'],
    });
  });

  it('merges pages: each script and origin once', () => {
    const merged = mergedSources([
      pageSources('<script>a()</script><script src="https://x.example/a.js"></script>'),
      pageSources('<script>a()</script><script>b()</script><script src="https://x.example/b.js"></script>'),
    ]);
    expect(merged).toEqual({
      inlineScripts: ['a()', 'b()'],
      scriptOrigins: ['https://x.example'],
      frameOrigins: [],
      styleOrigins: [],
    });
  });
});

describe('script hashes', () => {
  it('are SHA-256 in base64 of the UTF-8 text, with line ends as the HTML parser leaves them', () => {
    expect(scriptHashSource('alert(1)')).toBe(sha256('alert(1)'));
    expect(scriptHashSource('a()\r\nb()\rc()')).toBe(sha256('a()\nb()\nc()'));
    expect(scriptHashSource('x="é"')).toBe(sha256('x="é"'));
  });
});
