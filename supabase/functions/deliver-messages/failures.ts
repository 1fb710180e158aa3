import { failureClass, sharedFailures } from '../_shared/failures.ts';
import { type DeliveryErrorCode, ERROR_STATUS } from './contract.ts';

/** A refusal with one of this function's codes (see contract.ts), answered with the code's status. */
export const Failure = failureClass((code: DeliveryErrorCode) => ERROR_STATUS[code]);

export const failures = {
  ...sharedFailures,
  notSignedIn: () => new Failure('not_signed_in', 'Messages are delivered with the service role key.'),
  forbidden: () =>
    new Failure('forbidden', 'Messages are delivered by a scheduled job with the service role key.'),
};
