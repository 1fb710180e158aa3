/**
 * A built page's CSS split in two: the rules its own HTML uses stay inline (its first paint needs
 * no request), and the whole site stylesheet becomes a hashed file the page loads once it has
 * painted (src/scripts/site-stylesheet.ts), for what scripts add later (an opened menu, a hydrated
 * island). The file is named in a <noscript> at the end of <body>, which a browser without
 * JavaScript follows instead.
 */
import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import postcss from 'postcss';

/** The attribute of the <noscript> that names the site stylesheet's file. */
export const SITE_CSS_ATTRIBUTE = 'data-site-css';

const HEAD = /<head(?:\s[^>]*)?>([\s\S]*?)<\/head>/i;
const STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/i;

/** The text of the first <style> of the page's <head> (Astro's inlined site CSS), if any. */
export function siteStyleOf(html: string): string | undefined {
  const head = HEAD.exec(html)?.[1];
  return head === undefined ? undefined : STYLE.exec(head)?.[1];
}

/**
 * The whole stylesheet as the page loads it after first paint: without its @font-face rules, which
 * the page's inline CSS declares already. Declared again, a font would count as a new face, come
 * from the cache at once and replace a fallback that `font-display: optional` kept: a layout shift.
 */
export function wholeStylesheet(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  return root.toString();
}

/** The site stylesheet's file name in `_astro/`, named by its content so it can be cached for good. */
export function siteStylesheetName(css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
  return `site.${hash}.css`;
}

/** The rules a page's HTML can use: Beasties keeps each rule whose selector (without states) matches. */
export function criticalCssPruner(warn: (message: string) => void): Beasties {
  return new Beasties({
    // Inline <style> elements only: the pages link no style sheet.
    external: false,
    reduceInlineStyles: true,
    // The fonts the kept rules name stay declared; none is preloaded (it would compete with the HTML).
    inlineFonts: true,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logger: { warn, error: warn, info: () => undefined, debug: () => undefined },
  });
}

const familyOf = (face: postcss.AtRule) => {
  let family = '';
  face.walkDecls('font-family', (declaration) => {
    family = declaration.value.replace(/^["']|["']$/g, '');
  });
  return family;
};

/**
 * The reduced CSS with every face of each font family it declares. Beasties keeps only the faces
 * whose unicode-range the HTML's text uses; a face the page does not use yet costs a few bytes and
 * no download, and draws the characters a visitor types or a script adds (an accented name).
 */
export function withEveryFaceOfItsFamilies(reduced: string, site: string): string {
  const root = postcss.parse(reduced);
  const families = new Set<string>();
  root.walkAtRules('font-face', (face) => {
    families.add(familyOf(face));
    face.remove();
  });
  const faces: postcss.AtRule[] = [];
  postcss.parse(site).walkAtRules('font-face', (face) => {
    if (families.has(familyOf(face))) faces.push(face.clone());
  });
  root.prepend(...faces);
  return root.toString();
}

/** The HTML with the text of the first <style> of its <head> replaced. */
function withSiteStyle(html: string, replace: (css: string) => string): string {
  const head = HEAD.exec(html);
  if (!head) return html;
  const start = head.index + head[0].indexOf(head[1] ?? '');
  const style = STYLE.exec(head[1] ?? '');
  if (!style) return html;
  const cssStart = start + style.index + style[0].indexOf('>') + 1;
  const cssEnd = cssStart + (style[1] ?? '').length;
  return html.slice(0, cssStart) + replace(html.slice(cssStart, cssEnd)) + html.slice(cssEnd);
}

/**
 * The page with its inline CSS reduced to what its HTML uses, and a <noscript> naming the whole
 * site stylesheet (at `href`) before `</body>`.
 */
export async function withCriticalCss(html: string, pruner: Beasties, href: string): Promise<string> {
  const site = siteStyleOf(html) ?? '';
  const pruned = (await pruner.process(html)).replace(
    /(<html\b[^>]*?) data-beasties-container(?=[\s>])/i,
    '$1',
  );
  const reduced = withSiteStyle(pruned, (css) => withEveryFaceOfItsFamilies(css, site));
  const fallback = `<noscript ${SITE_CSS_ATTRIBUTE}="${href}"><link rel="stylesheet" href="${href}"></noscript>`;
  const end = reduced.lastIndexOf('</body>');
  if (end < 0) throw new Error('A page with inline CSS has no </body>');
  return reduced.slice(0, end) + fallback + reduced.slice(end);
}
