import type * as z from 'zod/v4-mini';

/** One invalid field of a 400 `invalid_request`. */
export interface Issue {
  path: string;
  message: string;
}

/** The body of every error response of every function; each contract.ts names its own codes. */
export interface ErrorBody<Code extends string = string> {
  error: { code: Code; message: string; issues?: Issue[] };
}

/** The codes every function answers with, and their statuses (each contract.ts's ERROR_STATUS adds its own). */
export const SHARED_ERROR_STATUS = {
  invalid_json: 400,
  invalid_request: 400,
  not_signed_in: 401,
  method_not_allowed: 405,
  internal_error: 500,
} as const;
export type SharedErrorCode = keyof typeof SHARED_ERROR_STATUS;

/** A refusal the caller can act on: answered as `{ error: { code, message } }` with the code's status. */
export class Failure<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly status: number,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = 'Failure';
  }

  body(): ErrorBody<Code> {
    return {
      error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) },
    };
  }
}

/** A function's Failure class: its codes are its contract's, each answered with the status `statusOf` gives. */
export function failureClass<Code extends string>(statusOf: (code: Code) => number) {
  return class FunctionFailure extends Failure<Code> {
    constructor(code: Code, message: string, issues?: Issue[]) {
      super(code, statusOf(code), message, issues);
    }
  };
}

const shared = (code: SharedErrorCode, message: string, issues?: Issue[]) =>
  new Failure(code, SHARED_ERROR_STATUS[code], message, issues);

/** The refusals every function words alike. */
export const sharedFailures = {
  methodNotAllowed: () => shared('method_not_allowed', 'Send a POST request with a JSON body.'),
  invalidJson: () => shared('invalid_json', 'The request body is not valid JSON.'),
  /** A 400 naming every invalid field, after `lead` when given. */
  invalidRequest: (error: z.core.$ZodError, lead = '') => {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
    return shared('invalid_request', `${lead}${summary}`, issues);
  },
};

/** The body of a 500: the error itself is logged, never answered. */
export const INTERNAL_ERROR: ErrorBody<'internal_error'> = {
  error: { code: 'internal_error', message: 'Something went wrong. Please try again.' },
};
