import * as z from 'zod/v4-mini';
import { buildSummary } from './build-summary';

/** The request-build function's answer: the build that will publish the caller's changes. */
export const requestBuildResponse = z.object({
  build: buildSummary,
  collapsed: z.boolean(),
  hook: z.enum(['called', 'not-configured']),
});

export type BuildRequest = z.infer<typeof requestBuildResponse>;
