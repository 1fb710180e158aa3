import { failureClass, sharedFailures } from '../_shared/failures.ts';
import { type RequestBuildErrorCode, ERROR_STATUS } from './contract.ts';

/** A refusal with one of this function's codes (see contract.ts), answered with the code's status. */
export const Failure = failureClass((code: RequestBuildErrorCode) => ERROR_STATUS[code]);

export const failures = {
  ...sharedFailures,
  notSignedIn: () => new Failure('not_signed_in', 'Sign in to publish the site.'),
  forbidden: () => new Failure('forbidden', 'Only editors and admins can publish the site.'),
  deployHookFailed: (reason: string) =>
    new Failure('deploy_hook_failed', `The hosting provider did not start the deploy: ${reason}`),
  buildBusy: () =>
    new Failure(
      'build_busy',
      'Another deploy is still being started. Your request is queued: publish again in a minute.',
    ),
};
