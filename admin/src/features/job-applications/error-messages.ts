import type { RefusalMessages } from '@admin/lib/errors';

export const APPLICATION_ERRORS: RefusalMessages = {
  forbidden: 'You do not have permission to change this application.',
};
