import { meetingUrl } from '../call-invite.ts';
import { type Block, type Field, fields, join, paragraph } from './blocks.ts';
import { callTime } from './call-time.ts';
import { joinUrl, type MailContext } from './context.ts';
import { attribution } from './lead-details.ts';
import type { CallLead, DiscoveryCall } from './payloads.ts';
import { oneLine, webUrl } from './text.ts';

/** Who reads the email: the time is written in their zone, the joining sentence speaks to them. */
export type CallReader = 'visitor' | 'host' | 'staff';

/** The zone a reader's times are written in: the visitor's own, the agency's for hosts and staff. */
export const readerZone = (call: DiscoveryCall, reader: CallReader) =>
  reader === 'visitor' ? call.visitor_time_zone : call.agency_time_zone;

/** The call's start in the reader's zone, e.g. "Tuesday 1 December 2026, 9:00 AM (London, GMT)". */
export const callStart = (call: DiscoveryCall, reader: CallReader) =>
  callTime(call.starts_at, readerZone(call, reader));

/** Where staff open one call in the back office. */
export const adminCallUrl = (context: MailContext, callId: string) =>
  joinUrl(context.adminUrl, `calls?open=${encodeURIComponent(callId)}`);

/** The page where a visitor cancels or reschedules with their email's token. */
export const manageUrl = (context: MailContext, token: string) =>
  joinUrl(context.siteUrl, `book-discovery/manage?token=${encodeURIComponent(token)}`);

export const hostName = (call: DiscoveryCall) => oneLine(call.host.name, 80);
export const firstName = (name: string) => oneLine(name, 40).split(' ')[0] ?? '';

/** When, how long, with whom, and the video room when the host has one. */
export function callFields(call: DiscoveryCall, reader: CallReader): Block {
  const url = meetingUrl(call);
  const rows: Field[] = [
    { label: 'When', value: callStart(call, reader) },
    // Staff and hosts also see the visitor's clock, to talk about the time in their terms.
    ...(reader !== 'visitor' && call.visitor_time_zone !== call.agency_time_zone
      ? [{ label: "Visitor's time", value: callTime(call.starts_at, call.visitor_time_zone) }]
      : []),
    { label: 'Length', value: `${String(call.meeting_minutes)} minutes` },
    { label: reader === 'visitor' ? 'With' : 'Host', value: hostName(call) },
    { label: 'Video call', value: url, href: url },
  ];
  return fields(rows);
}

/**
 * How the call happens. With the host's video room: its link. Without one, the visitor is told
 * the host will call the phone they gave, or email a video-call link; the host is asked to do it.
 */
export function joiningSentence(call: DiscoveryCall, lead: CallLead, reader: 'visitor' | 'host'): Block {
  const url = meetingUrl(call);
  const phone = lead.phone ? oneLine(lead.phone, 40) : null;
  if (reader === 'visitor') {
    if (url) return paragraph('Join the video call with the link above at the time of the call.');
    return paragraph(
      phone
        ? `${hostName(call)} will call you on the phone number you gave us (${phone}).`
        : `${hostName(call)} will email you a link to the video call before it starts.`,
    );
  }
  if (url) return paragraph(`The visitor joins your video room (${url}) with the link in their invitation.`);
  const visitor = oneLine(lead.name, 60);
  return paragraph(
    phone
      ? `You have no video room set, so ${visitor} was told you will call them on ${phone}. Please do.`
      : `You have no video room set, so ${visitor} was told you will email them a link to the video call before it starts. Please do.`,
  );
}

/** What the visitor told us when booking, for the host and staff; then where they came from. */
export function callLeadDetails(lead: CallLead): Block {
  return join([
    fields([
      { label: 'Name', value: lead.name },
      {
        label: 'Email',
        value: lead.email,
        href: `mailto:${encodeURIComponent(lead.email).replace('%40', '@')}`,
      },
      { label: 'Phone', value: lead.phone },
      { label: 'Company', value: lead.company },
      { label: 'Website', value: lead.website, href: webUrl(lead.website) },
      { label: 'Services', value: lead.services?.join(', ') },
      { label: 'Budget', value: lead.budget },
      { label: 'Goals', value: lead.goals, multiline: true },
      { label: 'Booked', value: lead.created_at },
    ]),
    attribution(lead.attribution),
  ]);
}
