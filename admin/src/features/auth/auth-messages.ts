import { isAuthApiError } from '@supabase/supabase-js';
import { describeError } from '@admin/lib/errors';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const SIGN_IN_RATE_LIMITED =
  'Too many sign-in attempts. Please wait a few minutes before trying again.';
export const WRONG_CODE =
  'That code is not right. Enter the current 6-digit code from your authenticator app.';

/** What the sign-in form says when signing in failed. */
export function signInMessage(error: unknown): string {
  if (isAuthApiError(error)) {
    if (error.status === 429) return SIGN_IN_RATE_LIMITED;
    if (error.code === 'invalid_credentials' || error.status === 400) return INVALID_CREDENTIALS;
    if (error.code === 'email_not_confirmed') return 'This email address has not been confirmed yet.';
    if (error.code === 'user_banned') return 'This account has been disabled. Ask an admin for help.';
  }
  return describeError(error);
}

/** What the two-factor step says when a code was refused. */
export function codeMessage(error: unknown): string {
  if (isAuthApiError(error)) {
    if (error.code === 'mfa_verification_failed') return WRONG_CODE;
    if (error.code === 'mfa_challenge_expired') return 'The code took too long. Please enter a new one.';
    if (error.status === 429) return SIGN_IN_RATE_LIMITED;
  }
  return describeError(error);
}
