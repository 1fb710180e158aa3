import type { SaveErrorMessages } from '@admin/lib/errors';

export const CASE_STUDY_ERRORS: SaveErrorMessages = {
  duplicate: 'Another case study already uses this address. Choose a different slug.',
  forbidden: 'You do not have permission to change case studies.',
};
