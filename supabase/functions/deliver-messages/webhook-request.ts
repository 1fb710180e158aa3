import { cleanHeaderValue } from '../_shared/mail/headers.ts';
import { signatureHeader } from './webhook-signature.ts';

export const WEBHOOK_USER_AGENT = 'GrowDigital-Webhooks/1';

/** What a webhook delivery is made of (an outbox row of channel webhook, and its webhook's secret). */
export interface WebhookDelivery {
  url: string;
  secret: string;
  /** The outbox row's idempotency key: the body's `id` and the `Idempotency-Key` header. */
  idempotencyKey: string;
  event: string;
  /** When the event happened (the outbox row's creation), ISO 8601: the same on every attempt. */
  createdAt: string;
  data: unknown;
}

export interface SignedRequest {
  url: URL;
  headers: Record<string, string>;
  body: Uint8Array;
}

/**
 * JSON whose text holds no `<`, `>`, `&` or line separators, written as \u escapes instead: the same
 * values for any JSON parser, and inert if a receiver pastes the body into an HTML page or a script.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The signed POST of one delivery: JSON `{ id, event, created_at, data }` and its headers. */
export async function signedWebhookRequest(delivery: WebhookDelivery, now: Date): Promise<SignedRequest> {
  const body = new TextEncoder().encode(
    inertJson({
      id: delivery.idempotencyKey,
      event: delivery.event,
      created_at: delivery.createdAt,
      data: delivery.data,
    }),
  );
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    url: new URL(delivery.url),
    body,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': WEBHOOK_USER_AGENT,
      'Idempotency-Key': cleanHeaderValue(delivery.idempotencyKey),
      'X-GrowDigital-Event': cleanHeaderValue(delivery.event),
      'X-GrowDigital-Signature': await signatureHeader(delivery.secret, timestamp, body),
    },
  };
}
