import { getImage } from 'astro:assets';
import type { ImageSource } from '../components/views/site-image.tsx';
import { publicEnvFrom } from '../lib/public-env.ts';
import { publicFileUrl } from './public-file-url.ts';

/**
 * A file of the public media bucket through Astro's image service at build, as RemoteImage.astro
 * shows it (WebP, the widths given, width and height inferred), for the React views.
 */
export async function optimisedImage(
  path: string,
  { widths, sizes }: { widths: number[]; sizes: string },
): Promise<ImageSource> {
  const src = publicFileUrl(publicEnvFrom(import.meta.env).supabaseUrl, 'media', path);
  const image = await getImage({ src, inferSize: true, widths, sizes, format: 'webp' });
  const { width, height } = image.attributes as { width?: number | string; height?: number | string };
  return {
    src: image.src,
    srcSet: image.srcSet.attribute || undefined,
    sizes,
    width: width === undefined ? undefined : Number(width),
    height: height === undefined ? undefined : Number(height),
  };
}
