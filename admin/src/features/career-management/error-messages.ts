import type { SaveErrorMessages } from '@admin/lib/errors';

export const JOB_ERRORS: SaveErrorMessages = {
  duplicate: 'Another job already uses this slug. Choose a different one.',
  forbidden: 'You do not have permission to change jobs.',
};
