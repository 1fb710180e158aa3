import { callInvite } from '../call-invite.ts';
import { type Block, button, heading, paragraph, subheading } from './blocks.ts';
import { adminCallUrl, callFields, callLeadDetails, callStart, joiningSentence } from './call-details.ts';
import { callTime } from './call-time.ts';
import type { MailContext, RenderedMail } from './context.ts';
import { layout } from './layout.ts';
import { type CallMessage, callMessageSchema } from './payloads.ts';
import { oneLine } from './text.ts';

/* The emails to the host who takes the call: their replies go to the visitor. */

const visitorName = (message: CallMessage) => oneLine(message.lead.name, 60);

function hostNote(context: MailContext): Block {
  return paragraph(
    `You receive this because you take discovery calls for ${oneLine(context.company.name, 120)} (back office: Calls → Availability).`,
  );
}

function hostInvite(message: CallMessage, method: 'REQUEST' | 'CANCEL', startsAt?: string) {
  const lead = message.lead;
  const contact = [lead.email, lead.phone].filter(Boolean).map((value) => oneLine(value ?? '', 254));
  return callInvite({
    call: message.call,
    lead,
    method,
    summary: `Discovery call: ${visitorName(message)}`,
    description: `Discovery call with ${visitorName(message)} (${contact.join(', ')}).`,
    ...(startsAt ? { startsAt } : {}),
  });
}

/** The call, how it happens, who booked it and what they told us, and the call in the admin. */
function callAndLead(message: CallMessage, context: MailContext): Block[] {
  return [
    callFields(message.call, 'host'),
    joiningSentence(message.call, message.lead, 'host'),
    subheading('Who booked'),
    callLeadDetails(message.lead),
    button('Open the call', adminCallUrl(context, message.call.id)),
    paragraph(`Reply to this email to write to ${visitorName(message)}.`),
  ];
}

/** host.call_booked: a visitor booked a call with this host. */
export function hostCallBooked(payload: unknown, context: MailContext): RenderedMail {
  const message = callMessageSchema.parse(payload);
  const when = callStart(message.call, 'host');
  const title = `New discovery call with ${visitorName(message)}`;
  return {
    subject: `${title}: ${when}`,
    ...layout(context, {
      title,
      preheader: `${when}, booked on the website.`,
      blocks: [
        heading(title),
        paragraph(`${visitorName(message)} booked a discovery call with you on the website.`),
        ...callAndLead(message, context),
      ],
      footerNote: hostNote(context),
    }),
    calendar: hostInvite(message, 'REQUEST'),
  };
}

/** host.call_rescheduled: the call (now) with this host has a new time. */
export function hostCallRescheduled(payload: unknown, context: MailContext): RenderedMail {
  const message = callMessageSchema.parse(payload);
  const { call } = message;
  const when = callStart(call, 'host');
  const title = `Discovery call with ${visitorName(message)} moved`;
  const before = call.previous_starts_at
    ? ` It was on ${callTime(call.previous_starts_at, call.agency_time_zone)}.`
    : '';
  return {
    subject: `${title} to ${when}`,
    ...layout(context, {
      title,
      preheader: `New time: ${when}.`,
      blocks: [
        heading(title),
        paragraph(`The discovery call with ${visitorName(message)} is now on ${when} with you.${before}`),
        ...callAndLead(message, context),
      ],
      footerNote: hostNote(context),
    }),
    calendar: hostInvite(message, 'REQUEST'),
  };
}

/**
 * host.call_cancelled: the call is cancelled, or it moved to another host and is off this host's
 * calendar. A cancellation always says who cancelled; the copy a replaced host gets is their call as
 * it was, marked cancelled by nobody.
 */
export function hostCallCancelled(payload: unknown, context: MailContext): RenderedMail {
  const message = callMessageSchema.parse(payload);
  const { call } = message;
  const reassigned = call.status !== 'cancelled' || !call.cancelled_by;
  const hadAt = call.previous_starts_at ?? call.starts_at;
  const when = callTime(hadAt, call.agency_time_zone);
  const title = reassigned
    ? `Discovery call with ${visitorName(message)} moved to another host`
    : `Discovery call with ${visitorName(message)} cancelled`;
  const who =
    call.cancelled_by === 'visitor'
      ? `${visitorName(message)} cancelled it.`
      : 'It was cancelled in the back office.';
  const what = reassigned
    ? `The discovery call with ${visitorName(message)} on ${when} is no longer yours: it was given to another host.`
    : `The discovery call with ${visitorName(message)} on ${when} is cancelled. ${who}`;
  const reason = !reassigned && call.cancel_reason ? oneLine(call.cancel_reason, 500) : null;
  return {
    subject: `${title}: ${when}`,
    ...layout(context, {
      title,
      preheader: what,
      blocks: [
        heading(title),
        paragraph(what),
        ...(reason ? [paragraph(`Reason given: ${reason}`)] : []),
        paragraph('If the call is in your calendar, the attached cancellation (invite.ics) removes it.'),
        button('Open the call', adminCallUrl(context, call.id)),
      ],
      footerNote: hostNote(context),
    }),
    calendar: hostInvite(message, 'CANCEL', hadAt),
  };
}
