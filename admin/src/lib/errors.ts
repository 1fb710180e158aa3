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
