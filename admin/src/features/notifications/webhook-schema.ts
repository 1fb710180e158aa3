import * as z from 'zod/v4-mini';
import { WEBHOOK_EVENTS } from '@admin/components/deliveries/delivery-labels';

/** The webhooks table's CHECKs: an http(s) address up to 2,000 characters, at least one known event. */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_NAME_MAX = 120;
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/i;

export const webhookSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a name, like “CRM” or “Slack #leads”'),
      z.maxLength(WEBHOOK_NAME_MAX, `Keep the name to ${WEBHOOK_NAME_MAX} characters or fewer`),
    ),
  url: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter the address to send events to'),
    z.maxLength(
      WEBHOOK_URL_MAX,
      `Keep the address to ${WEBHOOK_URL_MAX.toLocaleString('en-GB')} characters or fewer`,
    ),
    z.regex(WEB_ADDRESS, 'Enter a full address starting with https://'),
    z.refine((value) => URL.canParse(value), 'Enter a full address starting with https://'),
  ),
  events: z.array(z.enum(WEBHOOK_EVENTS)).check(z.minLength(1, 'Choose at least one event')),
});

export type WebhookInput = z.input<typeof webhookSchema>;
export type WebhookValues = z.output<typeof webhookSchema>;

export const EMPTY_WEBHOOK: WebhookInput = { name: '', url: '', events: [] };
