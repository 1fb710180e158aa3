/**
 * The physical floor of a page: its built HTML with every script removed (inline and external,
 * module preloads, the islands' bootstrap, inline event handlers) and its stylesheets inlined in
 * `<style>` elements where their links were. The server-rendered markup, the islands' included,
 * stays as it is. What is left is the least a browser must fetch and lay out to paint the page.
 * Pure: the stylesheets' text is given.
 */
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

const parse = (html: string): Root => unified().use(rehypeParse).parse(html);
const serialize = (tree: Root): string => unified().use(rehypeStringify).stringify(tree);

const relTokens = (node: Element): string[] =>
  (node.properties.rel ?? []).map((token) => token.toLowerCase());

/** A link whose target is the page's CSS: a stylesheet, or a style preload (made a stylesheet on load). */
function isStyleLink(node: Element): boolean {
  const rel = relTokens(node);
  return rel.includes('stylesheet') || (rel.includes('preload') && node.properties.as === 'style');
}

/** A link that fetches a script ahead of time: a module preload, or a preload or prefetch as script. */
function isScriptLink(node: Element): boolean {
  const rel = relTokens(node);
  return (
    rel.includes('modulepreload') ||
    ((rel.includes('preload') || rel.includes('prefetch')) && node.properties.as === 'script')
  );
}

const hrefOf = (node: Element): string | undefined => node.properties.href;

/**
 * A `<noscript>` is left as it is: the browser that measures runs scripts, so it never applies what
 * one holds (the page's whole stylesheet, for browsers without JavaScript). Inlining a stylesheet
 * it names would give the floor bytes the page does not have.
 */
const isNoscript = (node: Element) => node.tagName === 'noscript';

/** The `href` of every stylesheet (and style preload) the page links, in document order; none in a `<noscript>`. */
export function stylesheetHrefs(html: string): string[] {
  const hrefs: string[] = [];
  visit(parse(html), 'element', (node: Element) => {
    if (isNoscript(node)) return SKIP;
    const href = node.tagName === 'link' && isStyleLink(node) ? hrefOf(node) : undefined;
    if (href !== undefined && !hrefs.includes(href)) hrefs.push(href);
    return undefined;
  });
  return hrefs;
}

/**
 * CSS with its relative `url()`s made absolute against the stylesheet's own URL, so they still
 * resolve once the text sits in the page.
 */
export function withAbsoluteUrls(css: string, stylesheetHref: string, pageUrl: string): string {
  const base = new URL(stylesheetHref, pageUrl);
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote: string, target: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target)) return whole;
    return `url(${quote}${new URL(target, base).pathname}${quote})`;
  });
}

/** The page's own Content-Security-Policy: its style hashes would refuse the `<style>`s the floor adds. */
const isPolicyMeta = (node: Element) =>
  node.tagName === 'meta' &&
  String(node.properties.httpEquiv ?? '').toLowerCase() === 'content-security-policy';

/**
 * The floor variant of `html`: no `<script>`, no script preload, no `on*` attribute, no policy
 * `<meta>`, each `<noscript>` as it was; each style link replaced by a `<style>` (its media kept) holding `cssByHref`'s text for its href. Throws
 * when a linked stylesheet's text is missing, so a floor is never measured without its CSS.
 */
export function floorVariantHtml(html: string, cssByHref: ReadonlyMap<string, string>): string {
  const tree = parse(html);
  const inlined = new Set<string>();
  visit(tree, 'element', (node: Element, index, parent) => {
    if (parent === undefined || index === undefined) return undefined;
    if (isNoscript(node)) return SKIP;
    if (node.tagName === 'script' || (node.tagName === 'link' && isScriptLink(node)) || isPolicyMeta(node)) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    node.properties = Object.fromEntries(
      Object.entries(node.properties).filter(([name]) => !/^on[a-z]/i.test(name)),
    );
    if (node.tagName !== 'link' || !isStyleLink(node)) return undefined;
    const href = hrefOf(node) ?? '';
    const css = cssByHref.get(href);
    if (css === undefined) throw new Error(`No CSS given for the stylesheet ${href}`);
    if (inlined.has(href)) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    inlined.add(href);
    const { media } = node.properties;
    const style: Element = {
      type: 'element',
      tagName: 'style',
      properties: media !== undefined && media !== 'all' ? { media } : {},
      children: [{ type: 'text', value: css }],
    };
    parent.children.splice(index, 1, style);
    return SKIP;
  });
  return serialize(tree);
}
