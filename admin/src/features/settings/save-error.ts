import { describeError } from '@admin/lib/errors';

/** A friendly line for a failed save: the database's refusals in words an admin can act on. */
export function saveErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === '23514') return 'The database refused a value. Check the fields and try again.';
  if (code === 'PGRST116' || code === '42501') return 'You do not have permission to change these settings.';
  return describeError(error);
}
