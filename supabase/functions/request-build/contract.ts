/**
 * What the request-build function accepts and answers. The admin's Publish button calls it with
 * `{}`; the answer names the build that will publish the caller's changes. The admin checks the
 * answer, and publish_status()'s builds (the same rows), with these schemas.
 */
import * as z from 'zod/v4-mini';
import { type ErrorBody as SharedErrorBody, SHARED_ERROR_STATUS } from '../_shared/failures.ts';

/** A `site_builds` row as answered: every column but the log (parsing drops it; the admin reads it separately). */
export const buildRow = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  trigger: z.string(),
  requested_by: z.nullable(z.string()),
  requested_at: z.string(),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  duration_ms: z.nullable(z.number()),
  error: z.nullable(z.string()),
  stage: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Build = z.infer<typeof buildRow>;

export const requestBuildResponse = z.object({
  build: buildRow,
  /** True when the request joined a build that was already waiting to start. */
  collapsed: z.boolean(),
  /** `called`: the hosting provider's deploy hook was called; `not-configured`: the local worker builds it. */
  hook: z.enum(['called', 'not-configured']),
});
export type RequestBuildResponse = z.infer<typeof requestBuildResponse>;

export const ERROR_STATUS = {
  ...SHARED_ERROR_STATUS,
  forbidden: 403,
  deploy_hook_failed: 502,
  build_busy: 503,
} as const;
export type RequestBuildErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error response (the shape every function answers with). */
export type ErrorBody = SharedErrorBody<RequestBuildErrorCode>;

/**
 * The answer to the schedule (the service role): `build` null when no scheduled content came due;
 * else the `schedule` build, deployed through the hook (`called`) or queued for the local worker.
 */
export type ScheduledResponse = { build: null } | { build: Build; hook: 'called' | 'not-configured' };
