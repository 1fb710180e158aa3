/**
 * An image of a view. The built site passes what Astro's image service made of it (WebP in
 * several widths, width and height set: see src/content/optimised-image.ts); the preview passes
 * the file's public address as it is.
 */
export interface ImageSource {
  src: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

export function SiteImage({
  image,
  alt,
  className,
  eager = false,
}: {
  image: ImageSource;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
