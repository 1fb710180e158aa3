import type { Client } from '../_shared/clients.ts';
import { mapWithConcurrency } from '../_shared/pool.ts';
import type { DeliveryResponse } from './contract.ts';
import { type Attempt, claimMessages, finishMessage } from './outbox.ts';
import type { DeliverySettings } from './settings.ts';
import { type DeliveryUnit, deliveryUnits } from './units.ts';

/** Sends one unit (an email, a digest or a webhook) and says how it went; may throw (a failure). */
export type SendUnit = (unit: DeliveryUnit) => Promise<Attempt>;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Claims due messages in batches while the claim window lasts, sends each batch's units a few at a
 * time and records every message's outcome. A message whose outcome cannot be recorded stays
 * `sending` and is taken over once its lease ends; its idempotency key (webhooks) and Message-ID
 * (emails) let the receiver drop the repeat.
 */
export async function deliverDue(
  service: Client,
  settings: DeliverySettings,
  send: SendUnit,
): Promise<DeliveryResponse> {
  const counts: DeliveryResponse = { claimed: 0, sent: 0, failed: 0, dead: 0 };
  const started = Date.now();
  for (;;) {
    const batch = await claimMessages(service, settings.batchSize, settings.leaseSeconds);
    counts.claimed += batch.length;
    await mapWithConcurrency(deliveryUnits(batch), settings.concurrency, async (unit) => {
      let attempt: Attempt;
      try {
        attempt = await send(unit);
      } catch (error) {
        attempt = { delivered: false, status: null, error: describe(error) };
      }
      for (const message of unit.messages) {
        try {
          counts[await finishMessage(service, message.id, attempt)] += 1;
        } catch (error) {
          console.error(`deliver-messages: the outcome of ${message.id} was not recorded:`, error);
        }
      }
    });
    if (batch.length < settings.batchSize || Date.now() - started > settings.claimWindowMs) return counts;
  }
}
