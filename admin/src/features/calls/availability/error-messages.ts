import type { RefusalMessages } from '@admin/lib/errors';

const FORBIDDEN = 'Only admins can change the call availability.';

export const SETTINGS_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  noRowMeansForbidden: true,
  invalid:
    'The database refused a value: check the time zone, the meeting length (10–240 minutes), the buffer (0–240), the notice (0–720 hours), the horizon (1–365 days) and the daily limit (1–48).',
};

export const HOST_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  noRowMeansForbidden: true,
  duplicate: 'That staff member is already a host.',
  invalid:
    'The database refused a value: check the name (2–120 characters), the email and the https meeting address.',
};

export const HOURS_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid: 'The database refused a range: each must end after it starts.',
  missingReference: 'This host no longer exists.',
};

export const DAYS_OFF_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid:
    'The database refused the dates: the last day must be on or after the first, and the text short enough.',
  missingReference: 'This host no longer exists.',
};
