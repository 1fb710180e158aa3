import { type CheckErrorCode, ERROR_STATUS, type ErrorBody } from './contract.ts';

/** A refusal the caller can act on: answered as `{ error: { code, message } }` with the code's status. */
export class Failure extends Error {
  readonly status: number;

  constructor(
    readonly code: CheckErrorCode,
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
  notSignedIn: () => new Failure('not_signed_in', 'Sign in to check backlinks.'),
};
