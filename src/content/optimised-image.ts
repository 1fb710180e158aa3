import { getImage } from 'astro:assets';
import { COVER_SIZES } from '../components/ui/cover-sizes.ts';
import type { ImageSource } from '../components/views/site-image.tsx';
import { publicEnvFrom } from '../lib/public-env.ts';
import { publicFileUrl } from './public-file-url.ts';

/**
 * A file of the public media bucket through Astro's image service at build, as RemoteImage.astro
 * shows it (WebP, the widths given, width and height inferred), for the React views.
 */
export async function optimisedImage(
  path: string,
  { widths, sizes }: { widths: readonly number[]; sizes: string },
): Promise<ImageSource> {
  const src = publicFileUrl(publicEnvFrom(import.meta.env).supabaseUrl, 'media', path);
  const image = await getImage({ src, inferSize: true, widths: [...widths], sizes, format: 'webp' });
  const { width, height } = image.attributes as { width?: number | string; height?: number | string };
  return {
    src: image.src,
    srcSet: image.srcSet.attribute || undefined,
    sizes,
    width: width === undefined ? undefined : Number(width),
    height: height === undefined ? undefined : Number(height),
  };
}

/** A content item's cover as CoverImage.astro makes it, or undefined when it has none. */
export const optimisedCover = (
  path: string | null,
  size: keyof typeof COVER_SIZES,
): Promise<ImageSource | undefined> =>
  path ? optimisedImage(path, COVER_SIZES[size]) : Promise.resolve(undefined);
