import { failureClass, sharedFailures } from '../_shared/failures.ts';
import { type CheckErrorCode, ERROR_STATUS } from './contract.ts';

/** A refusal with one of this function's codes (see contract.ts), answered with the code's status. */
export const Failure = failureClass((code: CheckErrorCode) => ERROR_STATUS[code]);

export const failures = {
  ...sharedFailures,
  notSignedIn: () => new Failure('not_signed_in', 'Sign in to check backlinks.'),
};
