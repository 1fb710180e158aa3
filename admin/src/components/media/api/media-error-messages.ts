import type { SaveErrorMessages } from '@admin/lib/errors';

/** For writes to media_assets. */
export const MEDIA_ERRORS: SaveErrorMessages = {
  duplicate: 'The library already has an image at this address. Try the upload again.',
  invalid:
    'The library refused this image’s details: alt text must be 1 to 200 characters, and an image at most 20,000 pixels wide or high.',
  forbidden: 'You do not have permission to change the media library.',
};
