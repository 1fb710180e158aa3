import type { RefusalMessages } from '@admin/lib/errors';

const FORBIDDEN = 'You do not have permission to change this call.';

/** Marking how a call went: the database allows completed or no-show only once the call has started. */
export const STATUS_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid:
    'A call can be marked completed or no-show only once it has started, and a cancelled call stays cancelled.',
};

export const NOTES_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid: 'The notes are too long: keep them to 5,000 characters or fewer.',
};

export const CANCEL_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid: 'The call could not be cancelled: keep the reason to 500 characters or fewer.',
};

/** staff_reschedule_discovery_call: 23P01 (taken) carries its own sentence; 22023 a call that cannot move. */
export const RESCHEDULE_ERRORS: RefusalMessages = {
  forbidden: 'Only staff can reschedule calls.',
};
