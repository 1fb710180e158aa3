import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  type MailContext,
  type RenderedMail,
  renderMail,
  staffDigest,
  type TEMPLATES,
} from '../../../../supabase/functions/_shared/mail/templates/index.ts';

/** The emails about a booked discovery call, rendered from payloads shaped as the database queues them. */
const context: MailContext = {
  company: { name: 'Grow Digital', email: 'hello@growdigital.example', addressLines: ['1 Main St'] },
  siteUrl: 'https://growdigital.example',
  adminUrl: 'https://growdigital.example/admin',
};
const CALL_ID = '6a1c3c2e-0c4f-4d8e-9d7e-1f2a3b4c5d6e';
const LEAD_ID = '0b6f3a8e-7f7d-4e1a-9a43-5a1f0b110001';
const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';
const MANAGE = `https://growdigital.example/book-discovery/manage?token=${TOKEN}`;

type CallFields = Record<string, unknown>;
function payload(call: CallFields = {}, lead: Record<string, unknown> = {}) {
  return {
    call: {
      id: CALL_ID,
      sequence: 0,
      status: 'booked',
      starts_at: '2026-12-01T15:00:00+00:00',
      ends_at: '2026-12-01T15:30:00+00:00',
      meeting_minutes: 30,
      agency_time_zone: 'America/Chicago',
      visitor_time_zone: 'Europe/London',
      host: {
        id: '3d5e7f90-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
        name: 'Marcus Bell',
        email: 'marcus@growdigital.example',
        meeting_url: 'https://meet.growdigital.example/marcus',
      },
      previous_starts_at: null,
      cancelled_by: null,
      cancel_reason: null,
      ...call,
    },
    lead: {
      id: LEAD_ID,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      company: 'Analytical Engines',
      website: 'https://analytical.example',
      services: ['SEO', 'Paid search'],
      budget: '$5k–$10k',
      goals: 'More qualified leads',
      attribution: { utm_source: 'google', landing_page: '/services/seo' },
      created_at: '2026-11-26T10:00:00+00:00',
      ...lead,
    },
    manage_token: TOKEN,
  };
}
const cancelled = (by: 'visitor' | 'staff', reason: string | null = null) =>
  payload({ status: 'cancelled', sequence: 2, cancelled_by: by, cancel_reason: reason });

type CallKind = Extract<keyof typeof TEMPLATES, `visitor.call_${string}` | `host.call_${string}`>;
const KINDS: [kind: CallKind, method: 'REQUEST' | 'CANCEL'][] = [
  ['visitor.call_booked', 'REQUEST'],
  ['visitor.call_rescheduled', 'REQUEST'],
  ['visitor.call_reminder', 'REQUEST'],
  ['visitor.call_cancelled', 'CANCEL'],
  ['host.call_booked', 'REQUEST'],
  ['host.call_rescheduled', 'REQUEST'],
  ['host.call_cancelled', 'CANCEL'],
];
const sample = (kind: CallKind) =>
  kind.endsWith('_cancelled')
    ? cancelled('visitor', 'Found another agency')
    : payload(
        kind.endsWith('_rescheduled') ? { sequence: 1, previous_starts_at: '2026-11-30T15:00:00+00:00' } : {},
      );

/** The invitation as a calendar program reads it (ical.js), plus its raw text. */
function invite(mail: RenderedMail) {
  const text = mail.calendar?.content;
  if (!text) throw new Error('no calendar');
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const organizer = event.getFirstProperty('organizer');
  const attendee = event.getFirstProperty('attendee');
  const utc = (name: string) => {
    const value = event.getFirstPropertyValue(name) as ICAL.Time;
    expect(value.zone.tzid, `${name} is in UTC`).toBe('UTC');
    return value.toJSDate().toISOString();
  };
  return {
    text,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    description: event.getFirstPropertyValue('description'),
    start: utc('dtstart'),
    end: utc('dtend'),
    stamp: utc('dtstamp'),
    organizer: { cn: organizer?.getParameter('cn'), value: String(organizer?.getFirstValue()) },
    attendee: {
      cn: attendee?.getParameter('cn'),
      value: String(attendee?.getFirstValue()).toLowerCase(),
      role: attendee?.getParameter('role'),
      rsvp: attendee?.getParameter('rsvp'),
    },
  };
}

describe('discovery-call emails', () => {
  for (const [kind, method] of KINDS) {
    it(`${kind}: an iCalendar ${method} with the call's UID, SEQUENCE, UTC times, organizer and attendee`, () => {
      const data = sample(kind);
      const mail = renderMail(kind, data, context);
      expect(mail.calendar).toMatchObject({ method, filename: 'invite.ics' });
      const parsed = invite(mail);
      expect(parsed).toMatchObject({
        method,
        uid: `discovery-call-${CALL_ID}@growdigital`,
        sequence: data.call.sequence,
        status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
        start: '2026-12-01T15:00:00.000Z',
        end: '2026-12-01T15:30:00.000Z',
        location: 'https://meet.growdigital.example/marcus',
        url: 'https://meet.growdigital.example/marcus',
        organizer: { cn: 'Marcus Bell', value: 'mailto:marcus@growdigital.example' },
        attendee: {
          cn: 'Ada Lovelace',
          value: 'mailto:ada@example.com',
          role: 'REQ-PARTICIPANT',
          rsvp: 'TRUE',
        },
      });
      expect(parsed.summary).toBe(
        kind.startsWith('visitor.') ? 'Discovery call: Grow Digital' : 'Discovery call: Ada Lovelace',
      );
      expect(Math.abs(Date.parse(parsed.stamp) - Date.now())).toBeLessThan(60_000);
    });
  }

  it('visitor emails carry the manage link, except the cancellation; they refuse to render without a token', () => {
    for (const kind of [
      'visitor.call_booked',
      'visitor.call_rescheduled',
      'visitor.call_reminder',
    ] as const) {
      const mail = renderMail(kind, sample(kind), context);
      expect(mail.text).toContain(`Cancel or reschedule:\n${MANAGE}`);
      expect(mail.html).toContain(`href="${MANAGE}"`);
      expect(invite(mail).description).toContain(MANAGE);
      const { manage_token: _token, ...withoutToken } = sample(kind);
      expect(() => renderMail(kind, withoutToken, context)).toThrow(/manage_token/);
    }
    const gone = renderMail('visitor.call_cancelled', cancelled('visitor'), context);
    expect(gone.text + gone.html + (gone.calendar?.content ?? '')).not.toContain('token=');
    expect(gone.text).toContain('Book a discovery call:\nhttps://growdigital.example/book-discovery');
    for (const kind of ['host.call_booked', 'host.call_rescheduled', 'host.call_cancelled'] as const) {
      const mail = renderMail(kind, sample(kind), context);
      expect(mail.text + mail.html + (mail.calendar?.content ?? '')).not.toContain(TOKEN);
    }
  });

  it('the visitor reads the time in their own zone, the host in the agency zone, each zone named', () => {
    const booked = renderMail('visitor.call_booked', payload(), context);
    expect(booked.subject).toBe(
      'Your discovery call is booked: Tuesday 1 December 2026, 3:00 PM (London, GMT)',
    );
    expect(booked.text).toContain('When: Tuesday 1 December 2026, 3:00 PM (London, GMT)');
    expect(booked.text).toContain('Video call: https://meet.growdigital.example/marcus');
    expect(booked.html).toContain('href="https://meet.growdigital.example/marcus"');
    const host = renderMail('host.call_booked', payload(), context);
    expect(host.subject).toBe(
      'New discovery call with Ada Lovelace: Tuesday 1 December 2026, 9:00 AM (Chicago, CST)',
    );
    expect(host.text).toContain("Visitor's time: Tuesday 1 December 2026, 3:00 PM (London, GMT)");
    expect(host.text).toContain(`Open the call:\nhttps://growdigital.example/admin/calls?open=${CALL_ID}`);
    expect(host.text).toContain('Company: Analytical Engines');
    expect(host.text).toContain('UTM source: google');
  });

  it('around daylight-saving changes: London, Sydney and the agency in Chicago each on their own clock', () => {
    const when = (startsAt: string, zone: string) => {
      const end = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
      const data = payload({ starts_at: startsAt, ends_at: end, visitor_time_zone: zone });
      const visitor = renderMail('visitor.call_booked', data, context);
      const host = renderMail('host.call_booked', data, context);
      expect(invite(visitor).start).toBe(new Date(startsAt).toISOString());
      return [/^When: (.*)$/m.exec(visitor.text)?.[1], /^When: (.*)$/m.exec(host.text)?.[1]];
    };
    // The UK leaves summer time on 25 October 2026, Chicago on 1 November: a week an hour apart.
    expect(when('2026-10-24T09:00:00Z', 'Europe/London')).toEqual([
      'Saturday 24 October 2026, 10:00 AM (London, BST)',
      'Saturday 24 October 2026, 4:00 AM (Chicago, CDT)',
    ]);
    expect(when('2026-10-30T14:00:00Z', 'Europe/London')).toEqual([
      'Friday 30 October 2026, 2:00 PM (London, GMT)',
      'Friday 30 October 2026, 9:00 AM (Chicago, CDT)',
    ]);
    expect(when('2026-11-02T15:00:00Z', 'Europe/London')).toEqual([
      'Monday 2 November 2026, 3:00 PM (London, GMT)',
      'Monday 2 November 2026, 9:00 AM (Chicago, CST)',
    ]);
    // Sydney starts summer time on 4 October 2026: the same UTC hour is an hour later there.
    expect(when('2026-10-02T23:00:00Z', 'Australia/Sydney')).toEqual([
      'Saturday 3 October 2026, 9:00 AM (Sydney, AEST)',
      'Friday 2 October 2026, 6:00 PM (Chicago, CDT)',
    ]);
    expect(when('2026-10-04T23:00:00Z', 'Australia/Sydney')).toEqual([
      'Monday 5 October 2026, 10:00 AM (Sydney, AEDT)',
      'Sunday 4 October 2026, 6:00 PM (Chicago, CDT)',
    ]);
    // The agency's 9:00 AM on both sides of Chicago's change is a different hour in Sydney.
    expect(when('2026-10-30T14:00:00Z', 'Australia/Sydney')[0]).toBe(
      'Saturday 31 October 2026, 1:00 AM (Sydney, AEDT)',
    );
    expect(when('2026-11-02T15:00:00Z', 'Australia/Sydney')[0]).toBe(
      'Tuesday 3 November 2026, 2:00 AM (Sydney, AEDT)',
    );
  });

  it('without a video room, the visitor is told the host will call or email a link, and the host is asked to', () => {
    const noRoom = { host: { ...payload().call.host, meeting_url: null } };
    const byEmail = renderMail('visitor.call_booked', payload(noRoom), context);
    expect(byEmail.text).toContain('Marcus Bell will email you a link to the video call before it starts.');
    expect(byEmail.text).not.toContain('Video call:');
    expect(invite(byEmail)).toMatchObject({ location: null, url: null });
    expect(renderMail('host.call_booked', payload(noRoom), context).text).toContain(
      'You have no video room set, so Ada Lovelace was told you will email them a link to the video call before it starts. Please do.',
    );
    const withPhone = payload(noRoom, { phone: '+44 20 7946 0000' });
    expect(renderMail('visitor.call_reminder', withPhone, context).text).toContain(
      'Marcus Bell will call you on the phone number you gave us (+44 20 7946 0000).',
    );
    expect(renderMail('host.call_rescheduled', withPhone, context).text).toContain(
      'You have no video room set, so Ada Lovelace was told you will call them on +44 20 7946 0000. Please do.',
    );
    // A room that is not https is not offered.
    const plainHttp = payload({ host: { ...payload().call.host, meeting_url: 'http://meet.example/x' } });
    expect(renderMail('visitor.call_booked', plainHttp, context).text).not.toContain('meet.example');
  });

  it('a reschedule names the time it had; a cancellation says who cancelled, to the host with the reason', () => {
    const moved = renderMail('visitor.call_rescheduled', sample('visitor.call_rescheduled'), context);
    expect(moved.subject).toBe(
      'Your discovery call has moved to Tuesday 1 December 2026, 3:00 PM (London, GMT)',
    );
    expect(moved.text).toContain('It was on Monday 30 November 2026, 3:00 PM (London, GMT).');
    expect(
      renderMail('visitor.call_cancelled', cancelled('visitor', 'Found another agency'), context).text,
    ).toContain(
      'As you asked, your discovery call with Marcus Bell on Tuesday 1 December 2026, 3:00 PM (London, GMT) is cancelled.',
    );
    const byStaff = renderMail('visitor.call_cancelled', cancelled('staff', 'Spam booking'), context);
    expect(byStaff.text).toContain('We are sorry: we had to cancel your discovery call');
    // The visitor's email repeats nothing typed: not the staff's reason either.
    expect(byStaff.text + byStaff.html).not.toContain('Spam booking');
    const hostByStaff = renderMail('host.call_cancelled', cancelled('staff', 'Spam booking'), context);
    expect(hostByStaff.text).toContain('It was cancelled in the back office.');
    expect(hostByStaff.text).toContain('Reason given: Spam booking');
    expect(renderMail('host.call_cancelled', cancelled('visitor'), context).text).toContain(
      'Ada Lovelace cancelled it.',
    );
  });

  it('the host who lost a call to another host gets their time cancelled and is told it moved', () => {
    // The database sends the replaced host the call as it is now, with them as its host and the
    // time they had as previous_starts_at.
    const lost = payload({ sequence: 1, previous_starts_at: '2026-11-30T15:00:00+00:00' });
    const mail = renderMail('host.call_cancelled', lost, context);
    expect(mail.subject).toBe(
      'Discovery call with Ada Lovelace moved to another host: Monday 30 November 2026, 9:00 AM (Chicago, CST)',
    );
    expect(mail.text).toContain(
      'The discovery call with Ada Lovelace on Monday 30 November 2026, 9:00 AM (Chicago, CST) is no longer yours: it was given to another host.',
    );
    expect(mail.text).not.toContain('cancelled');
    expect(invite(mail)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 1,
      start: '2026-11-30T15:00:00.000Z',
      end: '2026-11-30T15:30:00.000Z',
    });
  });

  it('the .ics has CRLF line endings and lines folded at 75 octets, unfolding to the same values', () => {
    const name = 'Zoë Ñúñez-Østergård 🌍 “Quotes” "and" \\ back, semi; colon: '.repeat(3).trim();
    const mail = renderMail('visitor.call_booked', payload({}, { name }), context);
    const text = mail.calendar?.content ?? '';
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    // Folding never splits a character: every line is valid UTF-8 on its own.
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    // A double quote cannot be in a quoted parameter: it becomes an apostrophe; the rest survives.
    expect(invite(mail).attendee.cn).toBe(name.replace(/"/g, "'"));
  });

  it('hostile values stay inert and on one line in the .ics', () => {
    const hostile = payload(
      { host: { ...payload().call.host, name: 'Evil\r\nATTENDEE:mailto:victim@example.net' } },
      { name: 'Ann\r\nEND:VEVENT\r\nBEGIN:VEVENT' },
    );
    for (const kind of ['visitor.call_booked', 'host.call_booked'] as const) {
      const text = renderMail(kind, hostile, context).calendar?.content ?? '';
      expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
      expect(text.match(/^ATTENDEE/gm)).toHaveLength(1);
      expect(text).not.toContain('victim@example.net\r\n');
    }
  });

  it('the staff email and digest show a booked call in the agency zone with its host; older requests as before', () => {
    const snapshot = {
      id: LEAD_ID,
      kind: 'discovery_call',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      preferred_date: '2026-12-01',
      preferred_time: '15:00',
      time_zone: 'Europe/London',
      created_at: '2026-11-26T10:00:00+00:00',
      call: payload().call,
    };
    const mail = renderMail('staff.discovery_call', snapshot, context);
    expect(mail.subject).toBe(
      'New discovery call with Ada Lovelace: Tuesday 1 December 2026, 9:00 AM (Chicago, CST)',
    );
    expect(mail.text).toContain('When: Tuesday 1 December 2026, 9:00 AM (Chicago, CST)');
    expect(mail.text).toContain("Visitor's time: Tuesday 1 December 2026, 3:00 PM (London, GMT)");
    expect(mail.text).toContain('Host: Marcus Bell');
    expect(mail.text).not.toContain('Preferred time');
    expect(mail.text).toContain(`Open the call:\nhttps://growdigital.example/admin/calls?open=${CALL_ID}`);
    expect(mail.calendar).toBeUndefined();
    const { call: _call, ...request } = snapshot;
    expect(renderMail('staff.discovery_call', request, context).subject).toBe(
      'New discovery call request from Ada Lovelace for 2026-12-01 15:00',
    );

    const digest = staffDigest({ kind: 'staff.discovery_call', leads: [snapshot, request] }, context);
    expect(digest.subject).toBe('Daily digest: 2 new discovery calls');
    expect(digest.text).toContain('1. Ada Lovelace — Tuesday 1 December 2026, 9:00 AM (Chicago, CST)');
    expect(digest.text).toContain(`Open this call:\nhttps://growdigital.example/admin/calls?open=${CALL_ID}`);
    expect(digest.text).toContain(
      `Open this request:\nhttps://growdigital.example/admin/contact-submissions?open=${LEAD_ID}`,
    );
    expect(digest.text).toContain('Open the back office:\nhttps://growdigital.example/admin/calls');
  });
});
