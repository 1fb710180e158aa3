import * as z from 'zod/v4-mini';
import type { Client } from '../_shared/clients.ts';
import type { Attempt, OutboxMessage } from './outbox.ts';
import { sendWebhook, type WebhookSettings } from './send-webhook.ts';
import { signedWebhookRequest } from './webhook-request.ts';

const webhookRow = z.nullable(z.object({ url: z.string(), secret: z.string() }));

/**
 * Delivers one webhook message: signed with the webhook's current secret and sent to its current
 * address (an admin who corrects the address and presses Retry reaches the new one). A webhook
 * deleted since the claim is a failure; claim_outbox_messages() gives up on those it sees.
 */
export async function deliverWebhook(
  service: Client,
  message: OutboxMessage,
  settings: WebhookSettings,
): Promise<Attempt> {
  if (!message.webhook_id || !message.event)
    return { delivered: false, status: null, error: 'The webhook was deleted.' };
  const { data, error } = await service
    .from('webhooks')
    .select('url, secret')
    .eq('id', message.webhook_id)
    .maybeSingle();
  if (error) throw new Error(`Reading the webhook failed: ${error.code} ${error.message}`);
  const webhook = webhookRow.parse(data);
  if (!webhook) return { delivered: false, status: null, error: 'The webhook was deleted.' };
  let request;
  try {
    request = await signedWebhookRequest(
      {
        url: webhook.url,
        secret: webhook.secret,
        idempotencyKey: message.idempotency_key,
        event: message.event,
        createdAt: message.created_at,
        data: message.payload,
      },
      new Date(),
    );
  } catch {
    return { delivered: false, status: null, error: 'The webhook address is not a valid URL.' };
  }
  const outcome = await sendWebhook(request, settings);
  return { delivered: outcome.delivered, status: outcome.status, error: outcome.error };
}
