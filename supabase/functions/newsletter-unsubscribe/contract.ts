/**
 * What the newsletter-unsubscribe function accepts and answers: the one-click unsubscribe of RFC
 * 8058. Every newsletter email carries `List-Unsubscribe: <…/functions/v1/newsletter-unsubscribe?token=…>`
 * and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; a mail app's "Unsubscribe" button POSTs
 * that body (form-encoded or multipart) to the address, without cookies or a session.
 */
import { type ErrorBody as SharedErrorBody, SHARED_ERROR_STATUS } from '../_shared/failures.ts';

/** The one key/value pair RFC 8058 requires in the POST body. */
export const ONE_CLICK_KEY = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

export interface NewsletterUnsubscribeResponse {
  /** What unsubscribe_newsletter answered: a second click is as harmless as the first. */
  status: 'unsubscribed' | 'already_unsubscribed';
}

export const ERROR_STATUS = {
  ...SHARED_ERROR_STATUS,
  invalid_token: 400,
} as const;
export type NewsletterUnsubscribeErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error response (the shape every function answers with). */
export type ErrorBody = SharedErrorBody<NewsletterUnsubscribeErrorCode>;
