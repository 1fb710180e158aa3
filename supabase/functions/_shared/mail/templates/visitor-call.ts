import { callInvite } from '../call-invite.ts';
import { type Block, button, heading, paragraph } from './blocks.ts';
import { callFields, callStart, firstName, hostName, joiningSentence, manageUrl } from './call-details.ts';
import { callTime } from './call-time.ts';
import { joinUrl, type MailContext, type RenderedMail } from './context.ts';
import { layout } from './layout.ts';
import { type CallMessage, callMessageSchema } from './payloads.ts';
import { oneLine } from './text.ts';

/*
 * The emails to the visitor who booked. They go to the address the visitor typed, so like the
 * acknowledgements they repeat nothing the visitor wrote but a short first name.
 */

const companyName = (context: MailContext) => oneLine(context.company.name, 80);

/** The payload, with the manage link's token these emails cannot do without. */
function withToken(payload: unknown): CallMessage & { manage_token: string } {
  const message = callMessageSchema.parse(payload);
  if (!message.manage_token) throw new Error('The message has no manage_token for the manage link');
  return { ...message, manage_token: message.manage_token };
}

function footerNote(context: MailContext): Block {
  return paragraph(
    `You receive this email because this address was used to book a call on ${context.siteUrl}. If that was not you, cancel the call with the link above.`,
  );
}

/** The invitation the visitor's calendar adds or updates (METHOD:REQUEST), with the manage link. */
function visitorInvite(message: CallMessage, context: MailContext, manage: string) {
  const { call } = message;
  return callInvite({
    call,
    lead: message.lead,
    method: 'REQUEST',
    summary: `Discovery call: ${companyName(context)}`,
    description: [
      `A ${String(call.meeting_minutes)}-minute discovery call with ${hostName(call)} of ${companyName(context)}.`,
      `Cancel or reschedule: ${manage}`,
    ].join('\n'),
  });
}

/** The blocks every email about a call still on shares: its details, how to join, the manage link. */
function upcomingCall(message: CallMessage, manage: string): Block[] {
  return [
    callFields(message.call, 'visitor'),
    joiningSentence(message.call, message.lead, 'visitor'),
    paragraph('The calendar invitation is attached (invite.ics).'),
    button('Cancel or reschedule', manage),
    paragraph('The link works until the call starts.'),
  ];
}

/** visitor.call_booked: the confirmation, with the invitation and the manage link. */
export function visitorCallBooked(payload: unknown, context: MailContext): RenderedMail {
  const message = withToken(payload);
  const manage = manageUrl(context, message.manage_token);
  const when = callStart(message.call, 'visitor');
  const title = 'Your discovery call is booked';
  return {
    subject: `${title}: ${when}`,
    ...layout(context, {
      title,
      preheader: `${when} with ${hostName(message.call)} of ${companyName(context)}.`,
      blocks: [
        heading(`Thank you, ${firstName(message.lead.name)}: your call is booked`),
        paragraph(
          `Your discovery call with ${hostName(message.call)} of ${companyName(context)} is booked. We look forward to talking with you.`,
        ),
        ...upcomingCall(message, manage),
      ],
      footerNote: footerNote(context),
    }),
    calendar: visitorInvite(message, context, manage),
  };
}

/** visitor.call_rescheduled: the new time, with the updated invitation (same UID, higher SEQUENCE). */
export function visitorCallRescheduled(payload: unknown, context: MailContext): RenderedMail {
  const message = withToken(payload);
  const { call } = message;
  const manage = manageUrl(context, message.manage_token);
  const when = callStart(call, 'visitor');
  const title = 'Your discovery call has moved';
  const before = call.previous_starts_at
    ? ` It was on ${callTime(call.previous_starts_at, call.visitor_time_zone)}.`
    : '';
  return {
    subject: `${title} to ${when}`,
    ...layout(context, {
      title,
      preheader: `New time: ${when}.`,
      blocks: [
        heading(title),
        paragraph(`Your discovery call with ${companyName(context)} has a new time.${before}`),
        ...upcomingCall(message, manage),
      ],
      footerNote: footerNote(context),
    }),
    calendar: visitorInvite(message, context, manage),
  };
}

/** visitor.call_reminder: the day before, the details again, the invitation and the manage link. */
export function visitorCallReminder(payload: unknown, context: MailContext): RenderedMail {
  const message = withToken(payload);
  const manage = manageUrl(context, message.manage_token);
  const when = callStart(message.call, 'visitor');
  const title = 'Reminder: your discovery call';
  return {
    subject: `${title} on ${when}`,
    ...layout(context, {
      title,
      preheader: `${when} with ${hostName(message.call)}.`,
      blocks: [
        heading(`Your call is coming up, ${firstName(message.lead.name)}`),
        paragraph(`A reminder of your discovery call with ${companyName(context)}:`),
        ...upcomingCall(message, manage),
      ],
      footerNote: footerNote(context),
    }),
    calendar: visitorInvite(message, context, manage),
  };
}

/** visitor.call_cancelled: the cancellation (METHOD:CANCEL) and a link to book another time. */
export function visitorCallCancelled(payload: unknown, context: MailContext): RenderedMail {
  const message = callMessageSchema.parse(payload);
  const { call } = message;
  const when = callStart(call, 'visitor');
  const title = 'Your discovery call is cancelled';
  const what =
    call.cancelled_by === 'visitor'
      ? `As you asked, your discovery call with ${hostName(call)} on ${when} is cancelled.`
      : `We are sorry: we had to cancel your discovery call with ${hostName(call)} on ${when}.`;
  return {
    subject: `${title}: ${when}`,
    ...layout(context, {
      title,
      preheader: what,
      blocks: [
        heading(title),
        paragraph(what),
        paragraph('If the call is in your calendar, the attached cancellation (invite.ics) removes it.'),
        paragraph('Would another time suit you? Book one whenever you like:'),
        button('Book a discovery call', joinUrl(context.siteUrl, 'book-discovery')),
      ],
      footerNote: paragraph(
        `You receive this email because this address was used to book a call on ${context.siteUrl}.`,
      ),
    }),
    calendar: callInvite({
      call,
      lead: message.lead,
      method: 'CANCEL',
      summary: `Discovery call: ${companyName(context)}`,
      description: `Cancelled: the discovery call with ${hostName(call)} of ${companyName(context)}.`,
    }),
  };
}
