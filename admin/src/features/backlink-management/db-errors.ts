import type { RefusalMessages } from '@admin/lib/errors';

/** The sentences for refused changes to backlinks (duplicate pair, checks, permissions). */
export const BACKLINK_ERRORS: RefusalMessages = {
  duplicate: 'This page is already tracked as linking to that target. Edit that backlink instead.',
  invalid:
    'The server refused an address or text that is too long or badly formed. Check the fields and try again.',
  forbidden: 'You do not have permission to change backlinks.',
};
