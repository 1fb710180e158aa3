import { isAuthApiError } from '@supabase/supabase-js';
import { describeError } from '@admin/lib/errors';

/**
 * What the new-password form says when the server refused the password. Kept out of
 * auth-messages.ts so that the sign-in route (at its 200 KB budget) does not load it.
 */
export function newPasswordMessage(error: unknown): string {
  if (isAuthApiError(error)) {
    if (error.code === 'same_password') return 'Choose a password different from your current one.';
    if (error.code === 'weak_password') return error.message;
    if (error.code === 'insufficient_aal') return 'Enter your two-factor code first.';
    if (error.status === 401 || error.code === 'session_not_found')
      return 'This reset link has expired. Ask for a new one from the sign-in page.';
  }
  return describeError(error);
}
