import { getImage, inferRemoteSize } from 'astro:assets';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { publicEnvFrom } from '../lib/public-env.ts';
import { isPublicStorageUrl } from '../lib/public-storage.ts';

/** The widths covers are made in. A body image is never made wider than its file. */
const LARGEST = 1280;
const WIDTHS = [640, 960, LARGEST];
/** An article's column: the narrow container beside the 14 rem aside from lg up, the screen below. */
const SIZES = '(min-width: 1024px) 688px, 100vw';

async function optimised(image: Element): Promise<Element['properties']> {
  const src = String(image.properties.src);
  const size = await inferRemoteSize(src).catch((error: unknown) => {
    throw new Error(`The image ${src} in a Markdown body could not be read at build`, { cause: error });
  });
  const width = Math.min(size.width, LARGEST);
  const result = await getImage({
    src,
    width,
    height: Math.round((size.height * width) / size.width),
    widths: [...WIDTHS.filter((candidate) => candidate < width), width],
    sizes: SIZES,
    format: 'webp',
    alt: typeof image.properties.alt === 'string' ? image.properties.alt : '',
    loading: 'lazy',
    decoding: 'async',
  });
  return { ...result.attributes, src: result.src, srcSet: result.srcSet.attribute };
}

/**
 * Rendered Markdown with every image from the project's storage run through Astro's image
 * service, as covers are: WebP in several widths, width and height set (no layout shift), lazy.
 * Other images (https hosts) are left as the renderer wrote them.
 */
export async function withOptimisedImages(html: string): Promise<string> {
  const { supabaseUrl } = publicEnvFrom(import.meta.env);
  const tree: Root = unified().use(rehypeParse, { fragment: true }).parse(html);
  const images: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    const { src } = node.properties;
    if (node.tagName === 'img' && typeof src === 'string' && isPublicStorageUrl(src, supabaseUrl))
      images.push(node);
  });
  if (images.length === 0) return html;
  for (const image of images) image.properties = await optimised(image);
  return unified().use(rehypeStringify).stringify(tree);
}
