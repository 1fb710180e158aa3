import * as z from 'zod/v4-mini';

/** A site_builds row without its log, as publish_status() and request-build return it. */
export const buildSummary = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  trigger: z.string(),
  requested_by: z.nullable(z.string()),
  requested_at: z.string(),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  duration_ms: z.nullable(z.number()),
  error: z.nullable(z.string()),
  stage: z.optional(z.nullable(z.string())),
});

export type BuildSummary = z.infer<typeof buildSummary>;

/** Every query of the area starts with this key, so one invalidation refreshes them all. */
export const PUBLISH_KEY = ['publish'] as const;
