import type { SaveErrorMessages } from '@admin/lib/errors';

export const ABOUT_ERRORS: SaveErrorMessages = {
  duplicate: 'Another team member already uses this slug. Choose a different one.',
  forbidden: 'You do not have permission to change the about page.',
  noRowMeansForbidden: true,
};
