import { describeSaveError, type RefusalMessages } from '@admin/lib/errors';

const SETTINGS_REFUSALS: RefusalMessages = {
  invalid: 'The database refused a value. Check the fields and try again.',
  forbidden: 'You do not have permission to change these settings.',
  noRowMeansForbidden: true,
};

/** A friendly line for a failed save: the database's refusals in words an admin can act on. */
export const saveErrorMessage = (error: unknown): string => describeSaveError(error, SETTINGS_REFUSALS);
