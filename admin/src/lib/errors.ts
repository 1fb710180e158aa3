import { isAuthApiError, isAuthRetryableFetchError } from '@supabase/supabase-js';

export const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes, then try again.';

/** One field of a failed call's error (PostgREST, auth and functions errors are plain objects). */
const fieldOf = (error: unknown, field: 'message' | 'code' | 'details'): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[field] : undefined;

/** A message for the user from any failed API call (auth, REST, RPC) or a network failure. */
export function describeError(error: unknown): string {
  if (isAuthRetryableFetchError(error)) return NETWORK_MESSAGE;
  if (isAuthApiError(error) && error.status === 429) return RATE_LIMIT_MESSAGE;
  const message = fieldOf(error, 'message');
  if (typeof message !== 'string') return 'Something went wrong. Please try again.';
  if (/failed to fetch|networkerror|load failed/i.test(message)) return NETWORK_MESSAGE;
  if (fieldOf(error, 'code') === '42501') return 'You do not have permission to do that.';
  return message;
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

/** Whether a write failed on a unique key; with `column`, only when the violated key names that column. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (fieldOf(error, 'code') !== '23505') return false;
  if (column === undefined) return true;
  return [fieldOf(error, 'message'), fieldOf(error, 'details')].join(' ').includes(column);
}

const INVALID_VALUE =
  'The server refused a value that is too long or badly formed. Check the fields and try again.';

/**
 * The one map from PostgreSQL / PostgREST codes to sentences; a table adds its own sentences as
 * data (RefusalMessages), never as another switch.
 */
const REFUSALS: Record<string, (messages: RefusalMessages, error: unknown) => string> = {
  '23505': (messages, error) => messages.duplicate ?? describeError(error),
  '23514': (messages) => messages.invalid ?? INVALID_VALUE,
  '23503': (messages, error) => messages.missingReference ?? describeError(error),
  '42501': (messages) => messages.forbidden,
  PGRST116: (messages, error) => (messages.noRowMeansForbidden ? messages.forbidden : describeError(error)),
};

/** A friendly sentence for a failed save, delete or reorder (unique keys, CHECKs, row-level security, network). */
export function describeSaveError(error: unknown, messages: RefusalMessages): string {
  const code = fieldOf(error, 'code');
  const refusal = typeof code === 'string' ? REFUSALS[code] : undefined;
  return refusal ? refusal(messages, error) : describeError(error);
}

/** Sentences for one table, from its names ("case study", "case studies") and any of its own. */
export function refusalsFor(
  names: { one: string; many: string },
  own: Partial<RefusalMessages> = {},
): SaveErrorMessages {
  return {
    duplicate: `Another ${names.one} already uses this address. Choose a different slug.`,
    forbidden: `You do not have permission to change ${names.many}.`,
    ...own,
  };
}

/**
 * A change that came back without its row: row-level security hid or protected it. It carries
 * 42501 so describeSaveError says "no permission" as it does for a refused write.
 */
export class RefusedError extends Error {
  readonly code = '42501';
}
