import { describe, expect, it } from 'vitest';
import {
  criticalCssPruner,
  siteStyleOf,
  siteStylesheetName,
  wholeStylesheet,
  withCriticalCss,
} from '../../src/integrations/lib/critical-css/page-css.ts';

const SITE_CSS =
  '@font-face{font-family:Inter Fallback;src:local("Arial")}body{font-family:Inter Fallback}' +
  '.used{color:red}.unused{color:blue}.menu[data-open]{display:block}.link:hover{color:green}' +
  '@media (min-width:640px){.used{color:pink}.gone{color:gray}}';
const page = (css: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head>` +
  '<body><p class="used">Hi</p><a class="link menu" href="/">Home</a><script>var a = 1 < 2 && "&amp;";</script></body></html>';

describe('critical CSS', () => {
  it('keeps the rules the HTML uses, with their states, media and fonts, and names the whole sheet', async () => {
    const html = page(SITE_CSS);
    expect(siteStyleOf(html)).toBe(SITE_CSS);
    const warnings: string[] = [];
    const out = await withCriticalCss(
      html,
      criticalCssPruner((w) => warnings.push(w)),
      '/_astro/site.x.css',
    );
    const inline = siteStyleOf(out) ?? '';
    expect(inline).toContain('.used{color:red}');
    expect(inline).toContain('.link:hover{color:green}');
    expect(inline).toMatch(/@media \(min-width:640px\)\{\.used\{color:pink\}\}/);
    expect(inline).toContain('@font-face{font-family:Inter Fallback');
    expect(inline).not.toContain('.unused');
    expect(inline).not.toContain('.gone');
    // A state that scripts set later comes with the whole sheet.
    expect(inline).not.toContain('data-open');
    expect(out).toContain('<script>var a = 1 < 2 && "&amp;";</script>');
    expect(out).toMatch(
      /<noscript data-site-css="\/_astro\/site\.x\.css"><link rel="stylesheet" href="\/_astro\/site\.x\.css"><\/noscript><\/body>/,
    );
    expect(out).toMatch(/^<!doctype html><html lang="en"><head>/i);
    expect(warnings).toEqual([]);
  });

  it('declares every face of a family the page uses, those for characters it lacks included', async () => {
    const css =
      '@font-face{font-family:Inter;src:url(/a.woff2);unicode-range:U+0020-007E}' +
      '@font-face{font-family:Inter;src:url(/accents.woff2);unicode-range:U+00C0-00FF}' +
      '@font-face{font-family:Unused;src:url(/u.woff2)}body{font-family:Inter}.used{color:red}';
    const out = await withCriticalCss(
      page(css),
      criticalCssPruner(() => undefined),
      '/_astro/site.x.css',
    );
    const inline = siteStyleOf(out) ?? '';
    expect(inline).toContain('src:url(/a.woff2)');
    expect(inline).toContain('src:url(/accents.woff2)');
    expect(inline).not.toContain('Unused');
    expect(inline).toContain('.used{color:red}');
    expect(out).toContain('<p class="used">Hi</p>');
  });

  it('loads the whole sheet without the fonts the page declares already', () => {
    const whole = wholeStylesheet(SITE_CSS);
    expect(whole).not.toContain('@font-face');
    expect(whole).toContain('body{font-family:Inter Fallback}.used{color:red}.unused{color:blue}');
    expect(whole).toContain('@media (min-width:640px){.used{color:pink}.gone{color:gray}}');
  });

  it('names the whole sheet by its content', () => {
    expect(siteStylesheetName(SITE_CSS)).toMatch(/^site\.[\w-]{10}\.css$/);
    expect(siteStylesheetName(SITE_CSS)).toBe(siteStylesheetName(SITE_CSS));
    expect(siteStylesheetName(`${SITE_CSS} `)).not.toBe(siteStylesheetName(SITE_CSS));
  });

  it('leaves a page without inline CSS alone', () => {
    expect(siteStyleOf('<html><head><title>x</title></head><body><style>p{}</style></body></html>')).toBe(
      undefined,
    );
  });
});
