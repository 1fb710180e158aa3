import * as z from 'zod/v4-mini';
import { WEBHOOK_EVENTS } from '@admin/components/deliveries/delivery-labels';
import { requiredText } from '@admin/lib/content-resource/schema-parts';
import { isValidEmail, normalizeEmail } from '@lib/email';
import type { NotificationSetting } from './api';

/** notification_settings' CHECKs: at most 20 valid, lowercased addresses; an hour 0–23; two modes. */
export const RECIPIENTS_MAX = 20;
const NOTIFICATION_MODES = ['instant', 'daily_digest'] as const;

/** The lead kinds staff are told about, in the order the page shows them. */
export const NOTIFICATION_KINDS = [
  { kind: 'contact', title: 'Contact messages', lead: 'a contact message' },
  { kind: 'discovery_call', title: 'Discovery calls booked', lead: 'a booked discovery call' },
  { kind: 'job_application', title: 'Job applications', lead: 'a job application' },
] as const;

/** The addresses in a text (one per line, or separated by commas, semicolons or spaces), lowercased, once each. */
const parseRecipients = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map(normalizeEmail)
      .filter(Boolean),
  ),
];

const recipients = z.pipe(
  z.string().check((ctx) => {
    const list = parseRecipients(ctx.value);
    const invalid = list.find((email) => !isValidEmail(email));
    if (invalid)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `“${invalid}” is not a valid email address`,
      });
    else if (list.length > RECIPIENTS_MAX)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `Enter at most ${RECIPIENTS_MAX} addresses (there are ${list.length})`,
      });
  }),
  z.transform(parseRecipients),
);

export const notificationSchema = z.object({
  recipients,
  mode: z.enum(NOTIFICATION_MODES),
  digest_hour: z.pipe(
    z.string().check(z.regex(/^(?:[01]?\d|2[0-3])$/, 'Choose an hour')),
    z.transform(Number),
  ),
  time_zone: z.string().check(z.minLength(1, 'Choose a time zone')),
});

export type NotificationInput = z.input<typeof notificationSchema>;
export type NotificationValues = z.output<typeof notificationSchema>;

export const notificationFormValues = (row: NotificationSetting): NotificationInput => ({
  recipients: row.recipients.join('\n'),
  mode: row.mode === 'daily_digest' ? 'daily_digest' : 'instant',
  digest_hour: String(row.digest_hour),
  time_zone: row.time_zone,
});

/** "08:00". */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** The webhooks table's CHECKs: an http(s) address up to 2,000 characters, at least one known event. */
const WEBHOOK_URL_MAX = 2000;
const WEBHOOK_NAME_MAX = 120;
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/i;

export const webhookSchema = z.object({
  name: requiredText(
    WEBHOOK_NAME_MAX,
    'Enter a name, like “CRM” or “Slack #leads”',
    `Keep the name to ${WEBHOOK_NAME_MAX} characters or fewer`,
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
