import type { OutgoingMail } from '../_shared/mail/send.ts';
import {
  isEmailKind,
  type MailContext,
  renderMail,
  type RenderedMail,
  staffDigest,
  type StaffKind,
} from '../_shared/mail/templates/index.ts';
import type { OutboxMessage } from './outbox.ts';
import type { DeliverySettings } from './settings.ts';
import type { DeliveryUnit } from './units.ts';

const MESSAGE_ID_DOMAIN = 'growdigital.local';
const STAFF_KINDS: readonly string[] = ['staff.contact', 'staff.discovery_call', 'staff.job_application'];
/** An address a Reply-To may carry; anything else is left out rather than risk the email. */
const PLAIN_ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;

/** Why an email could not be written: its payload does not have its kind's shape. */
export class UnrenderableMessage extends Error {
  override readonly name = 'UnrenderableMessage';
}

const plain = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 254 && PLAIN_ADDRESS.test(value) ? value : undefined;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * RFC 8058 one-click unsubscribe: the newsletter-unsubscribe function takes the POST a mail client
 * sends, and a mailto to the company for clients without one-click support.
 */
function unsubscribeHeaders(
  payload: Record<string, unknown>,
  context: MailContext,
  links: DeliverySettings['links'],
): Record<string, string> {
  const token = payload.unsubscribe_token;
  if (typeof token !== 'string' || token === '') return {};
  const oneClick = `${links.apiUrl}/functions/v1/newsletter-unsubscribe?token=${encodeURIComponent(token)}`;
  const mailbox = plain(context.company.email);
  const mailto = mailbox ? `, <mailto:${mailbox}?subject=unsubscribe>` : '';
  return {
    'List-Unsubscribe': `<${oneClick}>${mailto}`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Staff answer the lead and hosts the visitor who booked; visitors answer the company. */
function replyAddress(
  kind: string,
  payload: Record<string, unknown>,
  context: MailContext,
): string | undefined {
  if (STAFF_KINDS.includes(kind)) return plain(payload.email);
  if (kind.startsWith('host.')) {
    const lead = payload.lead;
    return typeof lead === 'object' && lead !== null ? plain((lead as { email?: unknown }).email) : undefined;
  }
  return plain(context.company.email);
}

function rendered(render: () => RenderedMail): RenderedMail {
  try {
    return render();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new UnrenderableMessage(`The email could not be written from the message's data: ${detail}`);
  }
}

/** One outbox message's email: its kind's template, a Message-ID from its idempotency key. */
function singleMail(
  message: OutboxMessage,
  context: MailContext,
  links: DeliverySettings['links'],
): OutgoingMail {
  const { kind, payload } = message;
  if (!isEmailKind(kind)) throw new UnrenderableMessage(`No email template for the kind ${kind}.`);
  const mail = rendered(() => renderMail(kind, payload, context));
  const replyTo = replyAddress(kind, payload, context);
  const headers = kind === 'newsletter.confirm' ? unsubscribeHeaders(payload, context, links) : {};
  return {
    to: message.recipient,
    ...mail,
    messageId: `<${message.idempotency_key}@${MESSAGE_ID_DOMAIN}>`,
    ...(replyTo ? { replyTo } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
  };
}

/**
 * A staff digest: the leads of every message in it, in one email. Its Message-ID is made from the
 * messages' idempotency keys, so sending the same digest again is the same message.
 */
async function digestMail(
  unit: Extract<DeliveryUnit, { kind: 'digest' }>,
  context: MailContext,
): Promise<OutgoingMail> {
  const kind = unit.messageKind;
  if (!STAFF_KINDS.includes(kind)) throw new UnrenderableMessage(`No digest template for the kind ${kind}.`);
  const mail = rendered(() =>
    staffDigest({ kind: kind as StaffKind, leads: unit.messages.map((message) => message.payload) }, context),
  );
  const keys = unit.messages.map((message) => message.idempotency_key).sort();
  return {
    to: unit.recipient,
    ...mail,
    messageId: `<digest-${(await sha256Hex(keys.join(','))).slice(0, 40)}@${MESSAGE_ID_DOMAIN}>`,
  };
}

/** The email a unit is sent as (an email or a digest unit). */
export async function outgoingMail(
  unit: Exclude<DeliveryUnit, { kind: 'webhook' }>,
  context: MailContext,
  links: DeliverySettings['links'],
): Promise<OutgoingMail> {
  return unit.kind === 'digest' ? digestMail(unit, context) : singleMail(unit.message, context, links);
}
