import type { MailContext, RenderedMail } from './context.ts';
import { hostCallBooked, hostCallCancelled, hostCallRescheduled } from './host-call.ts';
import { newsletterConfirm } from './newsletter-confirm.ts';
import { staffContact, staffDiscoveryCall, staffJobApplication } from './staff-lead.ts';
import { visitorContactAck, visitorJobApplicationAck } from './visitor-ack.ts';
import {
  visitorCallBooked,
  visitorCallCancelled,
  visitorCallReminder,
  visitorCallRescheduled,
} from './visitor-call.ts';

export {
  companyFromSiteSettings,
  type Company,
  type MailContext,
  type RenderedMail,
  type SiteSettingsRow,
} from './context.ts';
export { newsletterConfirm, newsletterUrls } from './newsletter-confirm.ts';
export { staffDigest, type DigestPayload, type StaffKind } from './staff-digest.ts';
export { adminLeadUrl, staffContact, staffDiscoveryCall, staffJobApplication } from './staff-lead.ts';
export { visitorContactAck, visitorJobApplicationAck } from './visitor-ack.ts';
export { callTime } from './call-time.ts';
export { callMessageSchema, type CallMessage } from './payloads.ts';

/** The email kinds one outbox row renders to (the digest takes many rows: staffDigest). */
export const TEMPLATES = {
  'staff.contact': staffContact,
  'staff.discovery_call': staffDiscoveryCall,
  'staff.job_application': staffJobApplication,
  'visitor.contact_ack': visitorContactAck,
  'visitor.job_application_ack': visitorJobApplicationAck,
  'newsletter.confirm': newsletterConfirm,
  'visitor.call_booked': visitorCallBooked,
  'visitor.call_rescheduled': visitorCallRescheduled,
  'visitor.call_cancelled': visitorCallCancelled,
  'visitor.call_reminder': visitorCallReminder,
  'host.call_booked': hostCallBooked,
  'host.call_rescheduled': hostCallRescheduled,
  'host.call_cancelled': hostCallCancelled,
} as const satisfies Record<string, (payload: unknown, context: MailContext) => RenderedMail>;

export type EmailKind = keyof typeof TEMPLATES;

export function isEmailKind(kind: string): kind is EmailKind {
  return Object.hasOwn(TEMPLATES, kind);
}

/** Renders one outbox row's email; throws (zod) when the payload is not the kind's shape. */
export function renderMail(kind: EmailKind, payload: unknown, context: MailContext): RenderedMail {
  return TEMPLATES[kind](payload, context);
}
