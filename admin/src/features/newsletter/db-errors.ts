import type { RefusalMessages } from '@admin/lib/errors';

/** The sentences for refused changes to subscribers (duplicates, checks, permissions). */
export const SUBSCRIBER_ERRORS: RefusalMessages = {
  duplicate: 'This address is already subscribed.',
  invalid: 'The server refused a badly formed address or source. Check the file and try again.',
  forbidden: 'You do not have permission to do that.',
};
