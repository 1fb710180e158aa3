import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  imageFileProblem,
  isImageType,
  libraryPath,
  MAX_IMAGE_BYTES,
} from '../../../admin/src/components/media/media-files.ts';

describe('media library files', () => {
  it('accepts the image types the bucket accepts', () => {
    expect(isImageType('image/webp')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(isImageType('toString')).toBe(false);
  });

  it('says why a file cannot be uploaded', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 1000 })).toContain('is not a JPEG');
    expect(imageFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toContain(
      'at most 5 MB',
    );
    expect(imageFileProblem({ name: 'empty.gif', type: 'image/gif', size: 0 })).toBe('“empty.gif” is empty.');
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(320 * 1024)).toBe('320 KB');
    expect(formatBytes(1.4 * 1024 * 1024)).toBe('1.4 MB');
  });

  it('puts a new image under library/<year>/<month> with a slugged, unique name', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    const path = libraryPath('My Photo (Final).JPG', 'image/jpeg', now);
    expect(path).toMatch(/^library\/2026\/03\/my-photo-final-[a-z0-9]{6}\.jpg$/);
    expect(libraryPath('My Photo (Final).JPG', 'image/jpeg', now)).not.toBe(path);
    expect(libraryPath('.png', 'image/png', now)).toMatch(/^library\/2026\/03\/image-[a-z0-9]{6}\.png$/);
  });
});
