import { failureClass } from '../_shared/failures.ts';
import {
  ERROR_STATUS,
  type NewsletterUnsubscribeErrorCode,
  ONE_CLICK_KEY,
  ONE_CLICK_VALUE,
} from './contract.ts';

/** A refusal with one of this function's codes (see contract.ts), answered with the code's status. */
export const Failure = failureClass((code: NewsletterUnsubscribeErrorCode) => ERROR_STATUS[code]);

export const failures = {
  methodNotAllowed: () =>
    new Failure(
      'method_not_allowed',
      'This address takes the one-click unsubscribe POST that email apps send (RFC 8058). To unsubscribe in a browser, open the unsubscribe link in the email: it leads to the site’s /newsletter/unsubscribe page.',
    ),
  missingToken: () =>
    new Failure('invalid_request', 'The unsubscribe link has no token: add ?token=… from the email.'),
  notOneClick: () =>
    new Failure(
      'invalid_request',
      `Send the form body ${ONE_CLICK_KEY}=${ONE_CLICK_VALUE} (application/x-www-form-urlencoded or multipart/form-data), as RFC 8058 asks.`,
    ),
  /** The database's own sentence ("This unsubscribe link is not valid."). */
  invalidToken: (message: string) => new Failure('invalid_token', message),
};
