/**
 * What the deliver-messages function accepts and answers: POST `{}` with the service role key (the
 * local stack every 5 seconds, pg_cron + pg_net every minute in production).
 */
import { type ErrorBody as SharedErrorBody, SHARED_ERROR_STATUS } from '../_shared/failures.ts';

/** Counts of the messages this call claimed and what became of them. */
export interface DeliveryResponse {
  claimed: number;
  sent: number;
  /** Not delivered; a retry is due later. */
  failed: number;
  /** Not delivered and out of attempts: given up. */
  dead: number;
}

export const ERROR_STATUS = {
  ...SHARED_ERROR_STATUS,
  forbidden: 403,
} as const;
export type DeliveryErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error response (the shape every function answers with). */
export type ErrorBody = SharedErrorBody<DeliveryErrorCode>;
