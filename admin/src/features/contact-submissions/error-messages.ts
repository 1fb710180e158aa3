import type { RefusalMessages } from '@admin/lib/errors';

export const SUBMISSION_ERRORS: RefusalMessages = {
  forbidden: 'You do not have permission to change this submission.',
};
