import type { SaveErrorMessages } from '@admin/lib/errors';

export const VIDEO_ERRORS: SaveErrorMessages = {
  duplicate: 'This video is already in the list.',
  forbidden: 'You do not have permission to change videos.',
};
