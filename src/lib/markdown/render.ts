import type { Element, Root, Text } from 'hast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { allowedImageSource } from './image-sources.ts';

export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  wordCount: number;
}

/** Reading speed for the "n min read" estimate. */
const WORDS_PER_MINUTE = 225;
export const readingMinutes = (wordCount: number): number =>
  Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));

export interface RenderOptions {
  /** The project's Supabase URL (PUBLIC_SUPABASE_URL): images from its storage are shown whatever its scheme. */
  supabaseUrl: string;
}

/**
 * GitHub's sanitising rules (no scripts, styles, event handlers or javascript: URLs), without
 * raw HTML at all: staff write Markdown, and anything else is dropped. Links keep http(s) and
 * mailto only; images are narrowed further by `allowedImages`.
 */
const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
};

/**
 * Images from the project's own storage or over https stay, loading lazily; any other image
 * (plain http elsewhere, a relative address) is replaced by its alt text, so the reader still
 * gets what it said and no page asks a third party for it over an insecure connection.
 */
function allowedImages({ supabaseUrl }: RenderOptions) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'img' || !parent || index === undefined) return;
      const { src, alt } = node.properties;
      const allowed = typeof src === 'string' ? allowedImageSource(src, supabaseUrl) : null;
      if (allowed) {
        node.properties = { ...node.properties, src: allowed, loading: 'lazy', decoding: 'async' };
        return;
      }
      const text: Text[] = typeof alt === 'string' && alt ? [{ type: 'text', value: alt }] : [];
      parent.children.splice(index, 1, ...text);
      return index;
    });
  };
}

function collectHeadings(headings: Heading[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const depth = /^h([2-4])$/.exec(node.tagName)?.[1];
      const id = node.properties.id;
      if (!depth || typeof id !== 'string') return;
      let text = '';
      visit(node, 'text', (t: { value: string }) => {
        text += t.value;
      });
      headings.push({ depth: Number(depth), slug: id, text: text.trim() });
    });
  };
}

/** Code blocks scroll sideways, so keyboard users must be able to focus them to scroll. */
function focusableCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') node.properties.tabIndex = 0;
    });
  };
}

/**
 * Markdown from the database to safe HTML, the same for the built site and the admin's preview:
 * sanitised first, then images narrowed to allowed sources, headings get ids and anchor links,
 * and links to other sites open with rel="noopener noreferrer".
 */
export async function renderMarkdown(markdown: string, options: RenderOptions): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(allowedImages, options)
    .use(rehypeSlug)
    .use(() => collectHeadings(headings))
    .use(rehypeAutolinkHeadings, {
      behavior: 'append',
      properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
      content: { type: 'text', value: '#' },
    })
    .use(rehypeExternalLinks, { rel: ['noopener', 'noreferrer'], target: '_blank' })
    .use(focusableCodeBlocks)
    .use(rehypeStringify)
    .process(markdown);
  const wordCount = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { html: String(file), headings, wordCount };
}
