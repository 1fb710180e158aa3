import * as z from 'zod/v4-mini';
import type { Client } from '../_shared/clients.ts';

/** A claimed outbox row, as claim_outbox_messages() returns it (newsletter tokens in the payload). */
export const outboxMessage = z.object({
  id: z.string().check(z.guid()),
  channel: z.enum(['email', 'webhook']),
  kind: z.string(),
  event: z.nullable(z.string()),
  recipient: z.string(),
  webhook_id: z.nullable(z.string().check(z.guid())),
  subject_id: z.nullable(z.string().check(z.guid())),
  payload: z.record(z.string(), z.unknown()),
  idempotency_key: z.string().check(z.guid()),
  attempts: z.int(),
  max_attempts: z.int(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** What one attempt came to: delivered, or the reason it was not (and the server's status or reply code). */
export interface Attempt {
  delivered: boolean;
  error: string | null;
  status: number | null;
}

export type FinalStatus = 'sent' | 'failed' | 'dead';

/** Claims up to `batchSize` due messages (SKIP LOCKED), each leased for `leaseSeconds`. */
export async function claimMessages(
  service: Client,
  batchSize: number,
  leaseSeconds: number,
): Promise<OutboxMessage[]> {
  const claimed = await service.rpc('claim_outbox_messages', {
    batch_size: batchSize,
    lease_seconds: leaseSeconds,
  });
  if (claimed.error)
    throw new Error(`claim_outbox_messages failed: ${claimed.error.code} ${claimed.error.message}`);
  return z.array(outboxMessage).parse(claimed.data);
}

/** Records an attempt's outcome; answers what the message became (sent, failed for a retry, or dead). */
export async function finishMessage(service: Client, id: string, attempt: Attempt): Promise<FinalStatus> {
  const finished = await service.rpc('finish_outbox_message', {
    message_id: id,
    succeeded: attempt.delivered,
    ...(attempt.error === null ? {} : { error: attempt.error }),
    ...(attempt.status === null ? {} : { response_status: attempt.status }),
  });
  if (finished.error)
    throw new Error(`finish_outbox_message failed: ${finished.error.code} ${finished.error.message}`);
  return z.object({ status: z.enum(['sent', 'failed', 'dead']) }).parse(finished.data).status;
}

/** Deletes newsletter signups left unconfirmed for 30 days; answers how many. */
export async function cleanUpNewsletter(service: Client): Promise<number> {
  const cleaned = await service.rpc('newsletter_cleanup');
  if (cleaned.error)
    throw new Error(`newsletter_cleanup failed: ${cleaned.error.code} ${cleaned.error.message}`);
  return z.int().parse(cleaned.data);
}
