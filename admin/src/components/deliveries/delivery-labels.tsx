import { Constants, type Enums } from '@lib/database.types';
import { Badge, type BadgeTone } from '@admin/components/ui/badge';

/** public.delivery_status: `failed` = the last attempt failed and another is due; `dead` = given up. */
export type DeliveryStatus = Enums<'delivery_status'>;

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = Constants.public.Enums.delivery_status;

export const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);

const STATUS: Record<DeliveryStatus, { label: string; tone: BadgeTone; meaning: string }> = {
  queued: { label: 'Queued', tone: 'neutral', meaning: 'Waiting to be sent' },
  sending: { label: 'Sending', tone: 'brand', meaning: 'Being sent now' },
  sent: { label: 'Sent', tone: 'success', meaning: 'Delivered' },
  failed: { label: 'Failed', tone: 'warning', meaning: 'The last attempt failed; another is due' },
  dead: { label: 'Dead', tone: 'danger', meaning: 'Given up after the last attempt' },
};

export const deliveryStatusLabel = (status: DeliveryStatus): string => STATUS[status].label;

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge tone={STATUS[status].tone}>
      <span title={STATUS[status].meaning}>{STATUS[status].label}</span>
    </Badge>
  );
}

/** The outbox's message kinds (outbox_messages.kind), as staff name them. */
export const DELIVERY_KINDS = {
  'staff.contact': 'Contact message → staff',
  'staff.discovery_call': 'Discovery call → staff',
  'staff.job_application': 'Job application → staff',
  'visitor.contact_ack': 'Contact acknowledgement → visitor',
  'visitor.job_application_ack': 'Application acknowledgement → visitor',
  'visitor.call_booked': 'Call booked, with invite → visitor',
  'visitor.call_rescheduled': 'Call rescheduled, with invite → visitor',
  'visitor.call_cancelled': 'Call cancelled → visitor',
  'visitor.call_reminder': 'Call reminder → visitor',
  'host.call_booked': 'Call booked, with invite → host',
  'host.call_rescheduled': 'Call rescheduled, with invite → host',
  'host.call_cancelled': 'Call cancelled → host',
  'newsletter.confirm': 'Newsletter confirmation → subscriber',
  webhook: 'Webhook',
} as const;
export type DeliveryKind = keyof typeof DELIVERY_KINDS;

export const isDeliveryKind = (value: string): value is DeliveryKind => Object.hasOwn(DELIVERY_KINDS, value);

/** A kind's name, or the kind itself when this admin does not know it yet. */
export const deliveryKindLabel = (kind: string): string =>
  isDeliveryKind(kind) ? DELIVERY_KINDS[kind] : kind;

/** The webhook events an admin can subscribe to (webhooks.events), and `webhook.test` for tests. */
const WEBHOOK_EVENT_LABELS = {
  'contact.created': 'A contact message arrives',
  'discovery_call.created': 'A discovery call is booked',
  'discovery_call.rescheduled': 'A discovery call is rescheduled',
  'discovery_call.cancelled': 'A discovery call is cancelled',
  'job_application.created': 'A job application arrives',
  'newsletter.subscribed': 'Someone subscribes to the newsletter',
  'newsletter.confirmed': 'A subscriber confirms their address',
  'newsletter.unsubscribed': 'A subscriber unsubscribes',
  'webhook.test': 'Test',
} as const;
type WebhookEvent = Exclude<keyof typeof WEBHOOK_EVENT_LABELS, 'webhook.test'>;

export const isWebhookEvent = (event: string): event is WebhookEvent =>
  event !== 'webhook.test' && Object.hasOwn(WEBHOOK_EVENT_LABELS, event);

export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS).filter(isWebhookEvent);

/** An event's name, or the event itself when this admin does not know it yet. */
export const webhookEventLabel = (event: string): string =>
  Object.hasOwn(WEBHOOK_EVENT_LABELS, event)
    ? WEBHOOK_EVENT_LABELS[event as keyof typeof WEBHOOK_EVENT_LABELS]
    : event;

interface Answer {
  channel: string;
  last_status: number | null;
  last_error: string | null;
}

/** The last answer: the HTTP status of a webhook or the SMTP reply code of an email, and the error. */
export function LastAnswer({ channel, last_status: code, last_error: error }: Answer) {
  if (code === null && !error) return <span className="text-ink-700">—</span>;
  return (
    <span className="block space-y-1">
      {code !== null && <Badge>{`${channel === 'webhook' ? 'HTTP' : 'SMTP'} ${code}`}</Badge>}
      {error && <span className="block break-words text-xs text-ink-800">{error}</span>}
    </span>
  );
}
