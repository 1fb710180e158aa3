import { type AdminUsersErrorCode, ERROR_STATUS, type ErrorBody } from './contract.ts';

/** A refusal the caller can act on: answered as `{ error: { code, message } }` with the code's status. */
export class Failure extends Error {
  readonly status: number;

  constructor(
    readonly code: AdminUsersErrorCode,
    message: string,
    readonly issues?: ErrorBody['error']['issues'],
  ) {
    super(message);
    this.name = 'Failure';
    this.status = ERROR_STATUS[code];
  }

  body(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) },
    };
  }
}

export const failures = {
  methodNotAllowed: () => new Failure('method_not_allowed', 'Send a POST request with a JSON body.'),
  invalidJson: () => new Failure('invalid_json', 'The request body is not valid JSON.'),
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
};
