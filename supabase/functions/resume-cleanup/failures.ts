import { failureClass, sharedFailures } from '../_shared/failures.ts';
import { ERROR_STATUS, type ResumeCleanupErrorCode } from './contract.ts';

/** A refusal with one of this function's codes (see contract.ts), answered with the code's status. */
export const Failure = failureClass((code: ResumeCleanupErrorCode) => ERROR_STATUS[code]);

export const failures = {
  ...sharedFailures,
  notSignedIn: () => new Failure('not_signed_in', 'Orphaned résumés are removed with the service role key.'),
  forbidden: () =>
    new Failure('forbidden', 'Orphaned résumés are removed by a scheduled job with the service role key.'),
};
