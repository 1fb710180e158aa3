/**
 * What the check-backlinks function accepts and answers. The admin's backlinks area calls it with
 * batches of ids (so it can show progress) and checks the answer with these schemas; `{ all: true }`
 * checks every backlink the caller may see.
 */
import * as z from 'zod/v4-mini';
import { type ErrorBody as SharedErrorBody, SHARED_ERROR_STATUS } from '../_shared/failures.ts';

/** The most ids one request may name (a request's checks must finish within the gateway's time). */
export const MAX_IDS = 50;

export const idsRequest = z.strictObject({
  ids: z
    .array(z.string().check(z.guid('ids must be backlink ids (UUIDs)')), {
      error: (issue) =>
        issue.input === undefined
          ? 'Send { ids: [...] } or { all: true }'
          : 'ids must be an array of backlink ids',
    })
    .check(
      z.minLength(1, 'Name at least one backlink id'),
      z.maxLength(MAX_IDS, `Name at most ${String(MAX_IDS)} backlink ids per request`),
    ),
});

export const allRequest = z.strictObject({ all: z.literal(true) });

export type CheckRequest = z.infer<typeof idsRequest> | z.infer<typeof allRequest>;

const backlinkStatus = z.enum(['live', 'lost', 'broken']);
export type BacklinkStatus = z.infer<typeof backlinkStatus>;

/** One backlink after its check, as stored. Times are ISO 8601 strings. */
export const checkResult = z.object({
  id: z.string(),
  source_url: z.string(),
  target_url: z.string(),
  status: backlinkStatus,
  /** The source page's final HTTP status; null when no answer came (timeout, DNS, refused address). */
  last_http_status: z.nullable(z.number()),
  anchor_text: z.nullable(z.string()),
  rel: z.nullable(z.string()),
  last_checked_at: z.string(),
  /** Why a link is broken or lost, in words for staff; null when live. */
  reason: z.nullable(z.string()),
});
export type CheckResult = z.infer<typeof checkResult>;

export const checkResponse = z.object({
  results: z.array(checkResult),
  /** Requested ids the caller cannot see (deleted, or row-level security hides them). */
  not_found: z.array(z.string()),
});
export type CheckResponse = z.infer<typeof checkResponse>;

export const ERROR_STATUS = SHARED_ERROR_STATUS;
export type CheckErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error response (the shape every function answers with). */
export type ErrorBody = SharedErrorBody<CheckErrorCode>;
