import { slugify } from '@lib/slug';
import { countOf } from '../../lib/plural';

/** The image types the media bucket and media_assets.mime_type accept, with the extension each gets. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

/** The media bucket's limit and media_assets.size_bytes' CHECK: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** media_assets.alt_text's CHECK: 1 to 200 characters after trimming. */
export const ALT_MAX = 200;

export const ACCEPTED_IMAGES = Object.keys(IMAGE_TYPES).join(',');

export const isImageType = (type: string): type is ImageType => Object.hasOwn(IMAGE_TYPES, type);

/** "1.4 MB", "320 KB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return countOf(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${String(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why a chosen file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isImageType(file.type))
    return `“${file.name}” is not a JPEG, PNG, WebP, AVIF or GIF image. Choose one of those types.`;
  if (file.size > MAX_IMAGE_BYTES)
    return `“${file.name}” is ${formatBytes(file.size)}; images may be at most 5 MB. Resize or compress it first.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomSuffix(length = 6): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length]).join('');
}

/**
 * Where a new library image goes: library/<yyyy>/<mm>/<name>-<6 random>.<ext>, which fits
 * media_assets.path's CHECK (lowercase segments, an image extension, at most 300 characters).
 */
export function libraryPath(fileName: string, type: ImageType, now = new Date()): string {
  const base = slugify(fileName.replace(/\.[^.]*$/, ''), 60) || 'image';
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `library/${String(now.getUTCFullYear())}/${month}/${base}-${randomSuffix()}.${IMAGE_TYPES[type]}`;
}

/** The image's pixel size, read by the browser; null when it cannot decode the file. */
export async function measureImage(file: Blob): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
