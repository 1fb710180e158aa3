/**
 * What the resume-cleanup function accepts and answers: POST `{}` with the service role key (the
 * local stack's hourly job, or pg_cron + pg_net in production).
 */
import { type ErrorBody as SharedErrorBody, SHARED_ERROR_STATUS } from '../_shared/failures.ts';

export interface ResumeCleanupResponse {
  /** Paths (in the resumes bucket) of the orphaned résumés removed now. */
  removed: string[];
  /** Paths (in the downloads bucket) of files no resource names any more, removed now; absent when none. */
  downloads?: string[];
}

export const ERROR_STATUS = {
  ...SHARED_ERROR_STATUS,
  forbidden: 403,
} as const;
export type ResumeCleanupErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error response (the shape every function answers with). */
export type ErrorBody = SharedErrorBody<ResumeCleanupErrorCode>;
