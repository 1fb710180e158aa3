/**
 * The policy for a built page's style elements, written into the page itself. The site's CSS is
 * inlined into every page (first paint without a request), so each page allows exactly its own
 * <style> elements by hash, the site's own style sheets, and those its custom code links from
 * elsewhere. It is a <meta> policy, not a header, because the header policy of `_headers` also
 * reaches the admin (hosts join the rules of every matching path), whose libraries add <style>
 * elements at run time; a page's own <meta> policy reaches that page only. It governs elements
 * only (`style-src-elem`): style attributes stay under the header policy's `style-src`.
 */
import { Parser } from 'htmlparser2';
import { inlineHashSource, pageSources } from './page-sources.ts';

/** The text of every <style> element of a page, in document order. */
export function inlineStyles(html: string): string[] {
  const styles: string[] = [];
  let current: string[] | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'style') current = [];
      },
      ontext(text) {
        current?.push(text);
      },
      onclosetag(name) {
        if (name === 'style' && current) {
          styles.push(current.join(''));
          current = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return styles;
}

/** The page's `style-src-elem` directive: the site, its <style> elements by hash, the origins it links. */
export function styleElementPolicy(html: string): string {
  const hashes = [...new Set(inlineStyles(html).map(inlineHashSource))].sort();
  const origins = [...pageSources(html).styleOrigins].sort();
  return ['style-src-elem', "'self'", ...hashes, ...origins].join(' ');
}

const CHARSET_META = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;
const HEAD_START = /<head(\s[^>]*)?>/i;

/**
 * The page with its style policy as the first element after its charset declaration (a <meta>
 * policy governs only what comes after it), or undefined when the page has no <head> to hold it.
 */
export function withStylePolicy(html: string): string | undefined {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${styleElementPolicy(html)}">`;
  const anchor = CHARSET_META.exec(html) ?? HEAD_START.exec(html);
  if (!anchor) return undefined;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}
