import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { plainAddress } from './headers.ts';
import type { CallLead, DiscoveryCall } from './templates/payloads.ts';
import { oneLine, webUrl } from './templates/text.ts';
import type { CalendarPart } from './types.ts';

export interface CallInviteOptions {
  call: DiscoveryCall;
  lead: CallLead;
  /** REQUEST adds or updates the event (booked, rescheduled, reminder); CANCEL removes it. */
  method: CalendarPart['method'];
  summary: string;
  description: string;
  /** When the event was booked (defaults to the call's start); a cancelled host's copy keeps the time they had. */
  startsAt?: string;
  /** DTSTAMP: when this version of the invitation was written. */
  stamp?: Date;
}

/** The same UID in every email about one call, so calendars update the one event. */
export const callUid = (callId: string) => `discovery-call-${callId}@growdigital`;

/** A name for CN="…": one line, no double quote (a quoted parameter value cannot hold one). */
const commonName = (name: string) => oneLine(name, 200).replace(/"/g, "'");

/** The host's own video-call room, when it is an https URL. */
export function meetingUrl(call: DiscoveryCall): string | undefined {
  const url = webUrl(call.host.meeting_url);
  return url?.startsWith('https://') ? url : undefined;
}

/**
 * The call as an iCalendar object (RFC 5545) with its iTIP method (RFC 5546): organizer the host,
 * attendee the lead, times in UTC, SEQUENCE the call's. Lines end in CRLF and are folded at 75
 * octets by ical-generator.
 */
export function callInvite(options: CallInviteOptions): CalendarPart {
  const { call, lead, method } = options;
  const cancelled = method === 'CANCEL';
  const starts = new Date(options.startsAt ?? call.starts_at);
  const ends = new Date(starts.getTime() + (Date.parse(call.ends_at) - Date.parse(call.starts_at)));
  const url = meetingUrl(call);
  const calendar = ical({
    prodId: { company: 'Grow Digital', product: 'Discovery calls', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: callUid(call.id),
    sequence: call.sequence,
    stamp: options.stamp ?? new Date(),
    start: starts,
    end: ends,
    summary: oneLine(options.summary, 200),
    description: options.description,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // Addresses go into the file as they are: only plain ones (MailError otherwise).
    organizer: { name: commonName(call.host.name), email: plainAddress(call.host.email, "The host's email") },
    attendees: [
      {
        name: commonName(lead.name),
        email: plainAddress(lead.email, "The visitor's email"),
        role: ICalAttendeeRole.REQ,
        rsvp: true,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
    ...(url ? { location: url, url } : {}),
  });
  // Every content line ends in CRLF, the last one too (RFC 5545 §3.1).
  return { method, filename: 'invite.ics', content: `${calendar.toString()}\r\n` };
}
