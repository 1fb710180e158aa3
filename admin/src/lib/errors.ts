import { isAuthApiError, isAuthRetryableFetchError } from '@supabase/supabase-js';

export const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes, then try again.';

interface ApiErrorLike {
  message: string;
  code?: string;
}

const isApiErrorLike = (error: unknown): error is ApiErrorLike =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';

/** A message for the user from any failed API call (auth, REST, RPC) or a network failure. */
export function describeError(error: unknown): string {
  if (isAuthRetryableFetchError(error)) return NETWORK_MESSAGE;
  if (isAuthApiError(error) && error.status === 429) return RATE_LIMIT_MESSAGE;
  if (!isApiErrorLike(error)) return 'Something went wrong. Please try again.';
  if (/failed to fetch|networkerror|load failed/i.test(error.message)) return NETWORK_MESSAGE;
  if (error.code === '42501') return 'You do not have permission to do that.';
  return error.message;
}

/** The sentences for the database refusals whose meaning depends on what was being changed. */
export interface RefusalMessages {
  /** A unique key (usually the slug) is taken: 23505. Without it, the server's own message is shown. */
  duplicate?: string;
  /** A CHECK refused a value (23514), when the table's rules deserve a more precise sentence. */
  invalid?: string;
  /** A referenced row (e.g. the chosen author) no longer exists: 23503. */
  missingReference?: string;
  /** Row-level security refused the change: 42501. */
  forbidden: string;
  /** Also treat "no row came back" (PGRST116) as refused, for updates read back with `.single()`. */
  noRowMeansForbidden?: boolean;
}

/** For tables with a unique key the form shows on its field (usually the slug). */
export interface SaveErrorMessages extends RefusalMessages {
  duplicate: string;
}

const postgrestCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** Whether a write failed on a unique key; with `column`, only when the violated key names that column. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (postgrestCode(error) !== '23505') return false;
  if (column === undefined) return true;
  const { message = '', details = '' } = error as { message?: unknown; details?: unknown };
  return `${String(message)} ${String(details)}`.includes(column);
}

/** A friendly sentence for a failed save, delete or reorder (unique keys, CHECKs, row-level security, network). */
export function describeSaveError(error: unknown, messages: RefusalMessages): string {
  switch (postgrestCode(error)) {
    case '23505':
      return messages.duplicate ?? describeError(error);
    case '23514':
      return (
        messages.invalid ??
        'The server refused a value that is too long or badly formed. Check the fields and try again.'
      );
    case '23503':
      return messages.missingReference ?? describeError(error);
    case '42501':
      return messages.forbidden;
    case 'PGRST116':
      return messages.noRowMeansForbidden ? messages.forbidden : describeError(error);
    default:
      return describeError(error);
  }
}
