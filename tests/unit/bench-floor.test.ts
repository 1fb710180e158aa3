// Runtime: < 100 ms (pure functions).
import { describe, expect, it } from 'vitest';
import { floorVariantHtml, stylesheetHrefs, withAbsoluteUrls } from '../bench/floor-variant.ts';

/** A built page as Astro writes it: stylesheets, module preloads, an island and its bootstrap, inline scripts. */
const BUILT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="style-src-elem 'self' 'sha256-abc='">
<title>Grow Digital</title>
<link rel="stylesheet" href="/_astro/site.abc.css">
<link rel="stylesheet" href="/_astro/print.def.css" media="print">
<link rel="preload" as="style" href="/_astro/late.ghi.css" onload="this.rel='stylesheet'">
<link rel="modulepreload" href="/_astro/client.123.js">
<link rel="preload" as="script" href="/_astro/react.456.js">
<link rel="preload" as="font" type="font/woff2" href="/_astro/inter.woff2" crossorigin>
<script type="module" src="/_astro/page.789.js"></script>
<script>window.dataLayer = window.dataLayer || [];</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<style>astro-island,astro-slot{display:contents}</style>
</head><body>
<astro-island uid="Z1" component-url="/_astro/SiteHeader.js" renderer-url="/_astro/client.123.js" client="idle" ssr><header><nav><a href="/services">Services</a></nav></header></astro-island>
<main><h1>We grow businesses</h1><button type="button" onclick="alert(1)">Call</button></main>
<script>(()=>{var l=(n,t)=>{};window.Astro||(window.Astro={});})();</script>
<script type="module">import "/_astro/banner.js";</script>
</body></html>`;

const CSS = new Map([
  ['/_astro/site.abc.css', 'h1{font:700 2rem Inter}'],
  ['/_astro/print.def.css', 'nav{display:none}'],
  ['/_astro/late.ghi.css', '.late{color:red}'],
]);

describe('stylesheetHrefs', () => {
  it('lists every stylesheet and style preload, once each, in document order', () => {
    expect(stylesheetHrefs(BUILT)).toEqual([
      '/_astro/site.abc.css',
      '/_astro/print.def.css',
      '/_astro/late.ghi.css',
    ]);
    expect(stylesheetHrefs(`${BUILT}<link rel="stylesheet" href="/_astro/site.abc.css">`)).toHaveLength(3);
  });
});

describe('floorVariantHtml', () => {
  const floor = floorVariantHtml(BUILT, CSS);

  it('removes every script: inline, external, module, data, module preloads and inline handlers', () => {
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toContain('modulepreload');
    expect(floor).not.toContain('react.456.js');
    expect(floor).not.toMatch(/\sonclick=|\sonload=/i);
    expect(floor).not.toContain('dataLayer');
  });

  it('keeps the server-rendered markup, the islands included', () => {
    expect(floor).toContain('<header><nav><a href="/services">Services</a></nav></header>');
    expect(floor).toMatch(/<astro-island[^>]*>/);
    expect(floor).toContain('<h1>We grow businesses</h1>');
    expect(floor).toContain('<button type="button">Call</button>');
    expect(floor).toContain('<title>Grow Digital</title>');
    expect(floor).toContain('href="/_astro/inter.woff2"');
  });

  it('puts each stylesheet in a <style> where its link was, its media kept, and links none', () => {
    expect(floor).not.toMatch(/<link[^>]*rel="?(stylesheet|preload"?\s+as="?style)/);
    const styles = [...floor.matchAll(/<style([^>]*)>([^<]*)<\/style>/g)].map((m) => [m[1], m[2]]);
    expect(styles).toEqual([
      ['', 'h1{font:700 2rem Inter}'],
      [' media="print"', 'nav{display:none}'],
      ['', '.late{color:red}'],
      ['', 'astro-island,astro-slot{display:contents}'],
    ]);
    expect(floor.indexOf('h1{font')).toBeLessThan(floor.indexOf('<body>'));
  });

  it("drops the page's own policy <meta>, whose style hashes would refuse the inlined CSS", () => {
    expect(BUILT).toContain('Content-Security-Policy');
    expect(floor).not.toContain('Content-Security-Policy');
  });

  it('refuses to make a floor without the CSS of a linked stylesheet', () => {
    expect(() => floorVariantHtml(BUILT, new Map([...CSS].slice(1)))).toThrow('/_astro/site.abc.css');
  });
});

describe('a <noscript> stylesheet (the whole site CSS for browsers without JavaScript)', () => {
  const page = BUILT.replace(
    '</body>',
    '<noscript data-site-css="/_astro/whole.css"><link rel="stylesheet" href="/_astro/whole.css"></noscript></body>',
  );

  it('is neither listed nor inlined: the measuring browser runs scripts and never applies it', () => {
    expect(stylesheetHrefs(page)).toEqual(stylesheetHrefs(BUILT));
    const floor = floorVariantHtml(page, CSS);
    expect(floor).toContain(
      '<noscript data-site-css="/_astro/whole.css"><link rel="stylesheet" href="/_astro/whole.css"></noscript>',
    );
    expect(floor.replace(/<noscript[\s\S]*<\/noscript>/, '')).toBe(floorVariantHtml(BUILT, CSS));
  });
});

describe('withAbsoluteUrls', () => {
  it('resolves relative url()s against the stylesheet and leaves the rest alone', () => {
    const css = `@font-face{src:url(./inter.woff2) format("woff2"),url("../fonts/b.woff")}
.a{background:url(/img/x.png)}.b{background:url('data:image/png;base64,AA')}.c{mask:url(#m)}`;
    expect(withAbsoluteUrls(css, '/_astro/site.css', 'http://127.0.0.1:4321/blog/post')).toBe(
      `@font-face{src:url(/_astro/inter.woff2) format("woff2"),url("/fonts/b.woff")}
.a{background:url(/img/x.png)}.b{background:url('data:image/png;base64,AA')}.c{mask:url(#m)}`,
    );
  });
});
