import type { OutboxMessage } from './outbox.ts';

/**
 * What is sent as one: a webhook delivery, one email, or a staff digest — every claimed
 * `payload.digest` message of one kind to one recipient, in one email.
 */
export type DeliveryUnit =
  | { kind: 'webhook'; message: OutboxMessage; messages: [OutboxMessage] }
  | { kind: 'email'; message: OutboxMessage; messages: [OutboxMessage] }
  | { kind: 'digest'; recipient: string; messageKind: string; messages: OutboxMessage[] };

const isDigest = (message: OutboxMessage) =>
  message.channel === 'email' && message.kind.startsWith('staff.') && message.payload.digest === true;

/** The batch as units, in the batch's order (a digest where its first message was). */
export function deliveryUnits(batch: readonly OutboxMessage[]): DeliveryUnit[] {
  const units: DeliveryUnit[] = [];
  const digests = new Map<string, Extract<DeliveryUnit, { kind: 'digest' }>>();
  for (const message of batch) {
    if (message.channel === 'webhook') units.push({ kind: 'webhook', message, messages: [message] });
    else if (!isDigest(message)) units.push({ kind: 'email', message, messages: [message] });
    else {
      const key = JSON.stringify([message.recipient.toLowerCase(), message.kind]);
      const digest = digests.get(key);
      if (digest) digest.messages.push(message);
      else {
        const unit = {
          kind: 'digest' as const,
          recipient: message.recipient,
          messageKind: message.kind,
          messages: [message],
        };
        digests.set(key, unit);
        units.push(unit);
      }
    }
  }
  return units;
}
