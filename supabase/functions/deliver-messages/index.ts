/**
 * The delivery worker (issue 17): POST `{}` with the service role key. Claims due outbox messages
 * (FOR UPDATE SKIP LOCKED), sends each — emails over SMTP from the templates, staff digests as one
 * email per recipient, signed webhooks through the address guard — records every outcome (sent;
 * failed with a retry due later; dead after the last attempt), deletes newsletter signups left
 * unconfirmed for 30 days, and answers `{ claimed, sent, failed, dead }`. The local stack calls it
 * every 5 seconds, production with pg_cron + pg_net every minute (see the README).
 */
import { serviceRoleOnly } from '../_shared/caller.ts';
import { readEmptyRequest } from '../_shared/request.ts';
import { json, servePost } from '../_shared/respond.ts';
import type { DeliveryResponse } from './contract.ts';
import { deliverDue } from './deliver.ts';
import { emailSender } from './email-delivery.ts';
import { failures } from './failures.ts';
import { cleanUpNewsletter } from './outbox.ts';
import { deliverySettings } from './settings.ts';
import { deliverWebhook } from './webhook-delivery.ts';

servePost('deliver-messages', async (request) => {
  const service = await serviceRoleOnly(request, failures);
  await readEmptyRequest(request);
  const settings = deliverySettings();
  const sendEmail = emailSender(service, settings.links);
  const body: DeliveryResponse = await deliverDue(service, settings, (unit) =>
    unit.kind === 'webhook' ? deliverWebhook(service, unit.message, settings.webhooks) : sendEmail(unit),
  );
  try {
    await cleanUpNewsletter(service);
  } catch (error) {
    // The deliveries are done and recorded; the clean-up runs again on the next call.
    console.error('deliver-messages: the newsletter clean-up failed:', error);
  }
  return json(200, body);
});
