import type { AuthError, PostgrestError } from '@supabase/supabase-js';
import { Failure, failures } from './failures.ts';

/** An auth-server refusal the caller can act on, as a Failure; anything else stays an error (a 500). */
export function fromAuth(error: AuthError): Error {
  switch (error.code) {
    case 'user_not_found':
      return failures.userNotFound();
    case 'email_exists':
      return failures.emailExists();
    case 'weak_password':
      return new Failure('weak_password', error.message);
    case 'email_address_invalid':
      return new Failure('invalid_request', error.message);
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return new Failure('rate_limited', error.message);
    default:
      return error.status === 404 ? failures.userNotFound() : error;
  }
}

/** A database refusal as a Failure: the keep-an-admin trigger, or row-level security. */
export function fromDatabase(error: PostgrestError): Error {
  if (error.code === 'P0001' && error.message.includes('last admin')) return failures.lastAdmin();
  if (error.code === '42501') return failures.notAdmin();
  return new Error(`The database refused the change: ${error.code} ${error.message}`);
}
