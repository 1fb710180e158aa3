import { failureClass, sharedFailures } from '../_shared/failures.ts';
import { type AdminUsersErrorCode, ERROR_STATUS } from './contract.ts';

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** A refusal with one of this function's codes (see contract.ts), answered with the code's status. */
export const Failure = failureClass((code: AdminUsersErrorCode) => ERROR_STATUS[code]);

export const failures = {
  ...sharedFailures,
  notSignedIn: () => new Failure('not_signed_in', 'Sign in to manage users.'),
  notAdmin: () => new Failure('not_admin', 'Only admins can manage users.'),
  mfaRequired: () =>
    new Failure('mfa_required', 'Admins must sign in with two-factor authentication to manage users.'),
  userNotFound: () => new Failure('user_not_found', 'There is no such user.'),
  emailExists: () =>
    new Failure('email_exists', 'A user with this email address already exists: change their role instead.'),
  lastAdmin: () =>
    new Failure('last_admin', 'There must always be an active admin: make another user an admin first.'),
  selfLockout: () =>
    new Failure(
      'self_lockout',
      'You cannot change your own role, disable or delete your own account: ask another admin.',
    ),
  userDisabled: () => new Failure('user_disabled', 'This account is disabled: enable it first.'),
  inviteAccepted: () =>
    new Failure('invite_accepted', 'This user has already chosen a password: send a password reset instead.'),
  /** One email per person per `interval` seconds: `wait` seconds remain of it. */
  emailedRecently: (interval: number, wait: number) =>
    new Failure(
      'rate_limited',
      `An email went to this person less than ${seconds(interval)} ago: try again in ${seconds(wait)}.`,
    ),
};
