import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Sql } from '../../../supabase/local/db/database.ts';
import { prepareDatabase } from '../../../supabase/local/db/prepare.ts';
import { freshDatabase } from '../db/fresh-database.ts';

/**
 * Free slots as the database computes them (private.free_call_slots_at, with a fixed `at_time`):
 * random availability, bookings and settings, each checked rule by rule against what was stored;
 * and fixed cases across the 2027 daylight-saving changes. Every case runs in a transaction that
 * is rolled back, on a database of its own (migrated and seeded).
 */
const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url));
const AT = '2027-03-10T12:00:00.000Z';
const DAY = 86_400_000;
const MINUTE = 60_000;
const ZONES = [
  'America/Chicago',
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Asia/Kolkata',
  'UTC',
];

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
  await prepareDatabase(db, { supabaseDir });
});
afterAll(async () => db.close());

interface Settings {
  time_zone: string;
  meeting_minutes: number;
  buffer_minutes: number;
  slot_interval_minutes: number;
  notice_hours: number;
  horizon_days: number;
  max_calls_per_host_per_day: number | null;
}
interface Hours {
  weekday: number;
  start: number;
  end: number;
}
interface Host {
  active: boolean;
  hours: Hours[];
  timeOff: { from: string; to: string }[];
}
interface Call {
  host: number;
  startsAt: number;
  minutes: number;
  buffer: number;
  status: 'booked' | 'completed' | 'no_show' | 'cancelled';
}
interface Case {
  settings: Settings;
  hosts: Host[];
  blackouts: { from: string; to: string }[];
  calls: Call[];
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The wall clock of `instant` in `zone`: its date, ISO weekday and minutes since midnight. */
function wallClock(instant: number, zone: string): { date: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return {
    date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`,
    weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Replaces the seeded availability with `c`'s (inside the caller's transaction). */
async function store(tx: Sql, c: Case): Promise<string[]> {
  await tx.exec(`
    delete from public.discovery_calls;
    delete from public.call_hosts;
    delete from public.call_blackouts;`);
  const s = c.settings;
  await tx.query(
    `update public.call_settings set time_zone = $1, meeting_minutes = $2, buffer_minutes = $3,
       slot_interval_minutes = $4, notice_hours = $5, horizon_days = $6, max_calls_per_host_per_day = $7`,
    [
      s.time_zone,
      s.meeting_minutes,
      s.buffer_minutes,
      s.slot_interval_minutes,
      s.notice_hours,
      s.horizon_days,
      s.max_calls_per_host_per_day,
    ],
  );
  const ids: string[] = [];
  for (const [i, host] of c.hosts.entries()) {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.call_hosts (display_name, email, is_active) values ($1, $2, $3) returning id`,
      [`Host ${String(i)}`, `host${String(i)}@example.com`, host.active],
    );
    const id = rows[0]?.id ?? '';
    ids.push(id);
    for (const h of host.hours)
      await tx.query(
        `insert into public.call_host_hours (host_id, weekday, start_time, end_time) values ($1, $2, $3, $4)`,
        [id, h.weekday, clock(h.start), clock(h.end)],
      );
    for (const off of host.timeOff)
      await tx.query(
        `insert into public.call_host_time_off (host_id, starts_on, ends_on) values ($1, $2, $3)`,
        [id, off.from, off.to],
      );
  }
  for (const b of c.blackouts)
    await tx.query(`insert into public.call_blackouts (starts_on, ends_on, name) values ($1, $2, 'Closed')`, [
      b.from,
      b.to,
    ]);
  for (const [i, call] of c.calls.entries()) {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.contact_submissions (kind, name, email, preferred_date, preferred_time, time_zone)
       values ('discovery_call', 'Caller', $1, '2027-03-10', '10:00', 'UTC') returning id`,
      [`caller${String(i)}@example.com`],
    );
    await tx.query(
      `insert into public.discovery_calls (submission_id, host_id, starts_at, ends_at, buffer_minutes, status, visitor_time_zone)
       values ($1, $2, $3, $4, $5, $6, 'UTC')`,
      [
        rows[0]?.id,
        ids[call.host],
        new Date(call.startsAt).toISOString(),
        new Date(call.startsAt + call.minutes * MINUTE).toISOString(),
        call.buffer,
        call.status,
      ],
    );
  }
  return ids;
}

async function freeSlots(
  tx: Sql,
  from: string,
  to: string,
  at = AT,
): Promise<{ starts_at: number; host_id: string }[]> {
  const { rows } = await tx.query<{ starts_at: string; host_id: string }>(
    `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at, host_id::text
       from private.free_call_slots_at($1, $2, $3)`,
    [from, to, at],
  );
  return rows.map((r) => ({ starts_at: Date.parse(r.starts_at), host_id: r.host_id }));
}

/** Runs `work` on a transaction that is rolled back. */
const rolledBack = <T>(work: (tx: Sql) => Promise<T>) => db.transaction(work, { rollback: true });

// Random cases: agency zones with and without DST, hours that may run to late evening, calls
// before and after at_time (some cancelled), time off and blackouts in the horizon.
const atMs = Date.parse(AT);
const dayAfter = (days: number) => isoDay(atMs + days * DAY);
const dateSpan = fc
  .tuple(fc.integer({ min: -1, max: 20 }), fc.integer({ min: 0, max: 3 }))
  .map(([start, length]) => ({ from: dayAfter(start), to: dayAfter(start + length) }));
const hours = fc
  .tuple(
    fc.integer({ min: 1, max: 7 }),
    fc.integer({ min: 0, max: 88 }).map((q) => q * 15),
    fc.integer({ min: 2, max: 40 }).map((q) => q * 15),
  )
  .map(([weekday, start, length]) => ({ weekday, start, end: Math.min(start + length, 23 * 60 + 45) }))
  .filter((h) => h.end > h.start);
const host = fc.record({
  active: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
  hours: fc.array(hours, { minLength: 0, maxLength: 6 }),
  timeOff: fc.array(dateSpan, { maxLength: 2 }),
});
const caseArbitrary: fc.Arbitrary<Case> = fc
  .record({
    settings: fc.record({
      time_zone: fc.constantFrom(...ZONES),
      meeting_minutes: fc.integer({ min: 2, max: 24 }).map((q) => q * 5),
      buffer_minutes: fc.integer({ min: 0, max: 12 }).map((q) => q * 5),
      slot_interval_minutes: fc.constantFrom(10, 15, 20, 30, 45, 60),
      notice_hours: fc.integer({ min: 0, max: 72 }),
      horizon_days: fc.integer({ min: 1, max: 20 }),
      max_calls_per_host_per_day: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    }),
    hosts: fc.array(host, { minLength: 1, maxLength: 3 }),
    blackouts: fc.array(dateSpan, { maxLength: 2 }),
    calls: fc.array(
      fc.record({
        host: fc.integer({ min: 0, max: 2 }),
        startsAt: fc.integer({ min: -288, max: 288 * 20 }).map((q) => atMs + q * 5 * MINUTE),
        minutes: fc.integer({ min: 3, max: 18 }).map((q) => q * 5),
        buffer: fc.integer({ min: 0, max: 6 }).map((q) => q * 5),
        status: fc.constantFrom(
          'booked' as const,
          'completed' as const,
          'no_show' as const,
          'cancelled' as const,
        ),
      }),
      { maxLength: 8 },
    ),
  })
  .map((c) => {
    // Calls of hosts that exist, without overlaps the exclusion constraint would refuse.
    const kept: Call[] = [];
    for (const call of c.calls) {
      const hostIndex = call.host % c.hosts.length;
      const end = (x: Call) => x.startsAt + (x.minutes + x.buffer) * MINUTE;
      const clash = kept.some(
        (k) =>
          k.host === hostIndex &&
          k.status !== 'cancelled' &&
          call.status !== 'cancelled' &&
          k.startsAt < end(call) &&
          call.startsAt < end(k),
      );
      if (!clash) kept.push({ ...call, host: hostIndex });
    }
    return { ...c, calls: kept };
  });

/** Every rule a free slot must keep; the broken ones, described. */
function brokenRules(
  c: Case,
  ids: string[],
  slot: { starts_at: number; host_id: string },
  range: [number, number],
) {
  const s = c.settings;
  const broken: string[] = [];
  const index = ids.indexOf(slot.host_id);
  const h = c.hosts[index];
  const start = wallClock(slot.starts_at, s.time_zone);
  const end = wallClock(slot.starts_at + s.meeting_minutes * MINUTE, s.time_zone);
  const meetingEnd = slot.starts_at + s.meeting_minutes * MINUTE;
  if (!h) return ['an unknown host'];
  if (!h.active) broken.push('the host is inactive');
  const inHours = h.hours.some(
    (r) =>
      r.weekday === start.weekday &&
      r.start <= start.minutes &&
      end.date === start.date &&
      end.minutes <= r.end &&
      (start.minutes - r.start) % s.slot_interval_minutes === 0,
  );
  if (!inHours) broken.push(`outside the host's hours (${start.date} ${clock(start.minutes)})`);
  if (slot.starts_at < atMs + s.notice_hours * 3_600_000) broken.push('inside the notice');
  if (slot.starts_at >= atMs + s.horizon_days * DAY) broken.push('beyond the horizon');
  if (slot.starts_at < range[0] || meetingEnd > range[1]) broken.push('outside the range asked for');
  if (h.timeOff.some((o) => o.from <= start.date && start.date <= o.to)) broken.push('on time off');
  if (c.blackouts.some((b) => b.from <= start.date && start.date <= b.to)) broken.push('on a blackout');
  const calls = c.calls.filter((k) => k.host === index && k.status !== 'cancelled');
  const blockedUntil = meetingEnd + s.buffer_minutes * MINUTE;
  for (const k of calls)
    if (k.startsAt < blockedUntil && slot.starts_at < k.startsAt + (k.minutes + k.buffer) * MINUTE)
      broken.push(`overlaps a call at ${new Date(k.startsAt).toISOString()}`);
  const sameDay = calls.filter((k) => wallClock(k.startsAt, s.time_zone).date === start.date).length;
  if (s.max_calls_per_host_per_day !== null && sameDay >= s.max_calls_per_host_per_day)
    broken.push('the host already has the most calls that day');
  return broken;
}

/** The zone's UTC offset at `instant`, in minutes. */
function offsetMinutes(instant: number, zone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(instant))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign = '+', hours = '0', minutes = '0'] = /^GMT([+-])(\d\d):(\d\d)$/.exec(name) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The instant it is `minutes` past midnight on `date` in `zone` (a day without a DST change). */
function instantOf(date: string, minutes: number, zone: string): number {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  const first = asUtc - offsetMinutes(asUtc, zone) * MINUTE;
  return asUtc - offsetMinutes(first, zone) * MINUTE;
}

/** Whether the zone's offset changes around `date` (the day before to the day after, any zone). */
const nearChange = (date: string, zone: string) =>
  offsetMinutes(Date.parse(`${date}T00:00:00Z`) - DAY, zone) !==
  offsetMinutes(Date.parse(`${date}T00:00:00Z`) + 2 * DAY, zone);

/** The free slots the rules allow, worked out here (on days away from a DST change). */
function expectedSlots(c: Case, ids: string[], range: [number, number]): string[] {
  const s = c.settings;
  const slots: string[] = [];
  const first = wallClock(range[0], s.time_zone).date;
  const last = wallClock(range[1], s.time_zone).date;
  for (let day = Date.parse(`${first}T00:00:00Z`) - DAY; isoDay(day) <= last; day += DAY) {
    const date = isoDay(day);
    if (nearChange(date, s.time_zone)) continue;
    const weekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    for (const [index, host] of c.hosts.entries()) {
      if (!host.active) continue;
      for (const r of host.hours.filter((h) => h.weekday === weekday))
        for (let m = r.start; m + s.meeting_minutes <= r.end; m += s.slot_interval_minutes) {
          const slot = { starts_at: instantOf(date, m, s.time_zone), host_id: ids[index] ?? '' };
          if (brokenRules(c, ids, slot, range).length === 0)
            slots.push(`${new Date(slot.starts_at).toISOString()} ${slot.host_id}`);
        }
    }
  }
  return [...new Set(slots)].sort();
}

describe(`free call slots (${inject('dbKind')})`, () => {
  it('never offers a slot that breaks a rule, whatever the availability, bookings and settings', async () => {
    const range: [number, number] = [atMs - DAY, atMs + 21 * DAY];
    let offered = 0;
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (c) => {
        const problems = await rolledBack(async (tx) => {
          const ids = await store(tx, c);
          const slots = await freeSlots(
            tx,
            new Date(range[0]).toISOString(),
            new Date(range[1]).toISOString(),
          );
          offered += slots.length;
          return slots.flatMap((slot) =>
            brokenRules(c, ids, slot, range).map(
              (rule) => `${new Date(slot.starts_at).toISOString()}: ${rule}`,
            ),
          );
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 30 },
    );
    // The property had slots to judge.
    expect(offered).toBeGreaterThan(0);
  });

  it('offers every slot the rules allow (on days away from a DST change)', async () => {
    const range: [number, number] = [atMs - DAY, atMs + 21 * DAY];
    let expected = 0;
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (c) => {
        const { offered, wanted } = await rolledBack(async (tx) => {
          const ids = await store(tx, c);
          const slots = await freeSlots(
            tx,
            new Date(range[0]).toISOString(),
            new Date(range[1]).toISOString(),
          );
          return {
            offered: slots
              .filter(
                (slot) =>
                  !nearChange(wallClock(slot.starts_at, c.settings.time_zone).date, c.settings.time_zone),
              )
              .map((slot) => `${new Date(slot.starts_at).toISOString()} ${slot.host_id}`)
              .sort(),
            wanted: expectedSlots(c, ids, range),
          };
        });
        expected += wanted.length;
        expect(offered).toEqual(wanted);
      }),
      { numRuns: 30 },
    );
    expect(expected).toBeGreaterThan(0);
  });

  it('offers every aligned start of a simple week, and nothing the calls and the daily maximum take', async () => {
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: 9 * 60, end: 12 * 60 }));
    const c: Case = {
      settings: {
        time_zone: 'UTC',
        meeting_minutes: 30,
        buffer_minutes: 15,
        slot_interval_minutes: 30,
        notice_hours: 0,
        horizon_days: 30,
        max_calls_per_host_per_day: 2,
      },
      hosts: [{ active: true, hours: weekdays, timeOff: [] }],
      blackouts: [],
      // Thursday 11 March 2027 10:00 UTC: 09:30 ends too close (buffer), 10:00–10:30 taken, 10:30 is in its buffer.
      calls: [
        { host: 0, startsAt: Date.parse('2027-03-11T10:00:00Z'), minutes: 30, buffer: 15, status: 'booked' },
      ],
    };
    const slots = await rolledBack(async (tx) => {
      await store(tx, c);
      return freeSlots(tx, '2027-03-11T00:00:00Z', '2027-03-13T00:00:00Z');
    });
    const iso = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    const byDay = (day: string) =>
      slots.filter((s) => isoDay(s.starts_at) === day).map((s) => iso(s.starts_at));
    expect(byDay('2027-03-11')).toEqual(['09:00', '11:00', '11:30']);
    expect(byDay('2027-03-12')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);

    // A second call that day reaches the maximum of two: the host is offered nothing more on Thursday.
    const full = await rolledBack(async (tx) => {
      await store(tx, {
        ...c,
        calls: [
          ...c.calls,
          { host: 0, startsAt: Date.parse('2027-03-11T11:30:00Z'), minutes: 30, buffer: 0, status: 'booked' },
        ],
      });
      return freeSlots(tx, '2027-03-11T00:00:00Z', '2027-03-12T00:00:00Z');
    });
    expect(full).toEqual([]);
  });

  describe.each([
    {
      zone: 'America/New_York',
      // Clocks go forward on Sunday 14 March 2027 and back on Sunday 7 November 2027.
      cases: [
        ['2027-03-13', '2027-03-13T14:00:00Z'],
        ['2027-03-15', '2027-03-15T13:00:00Z'],
        ['2027-11-06', '2027-11-06T13:00:00Z'],
        ['2027-11-08', '2027-11-08T14:00:00Z'],
      ],
    },
    {
      zone: 'Europe/London',
      // Forward on Sunday 28 March 2027, back on Sunday 31 October 2027.
      cases: [
        ['2027-03-27', '2027-03-27T09:00:00Z'],
        ['2027-03-29', '2027-03-29T08:00:00Z'],
        ['2027-10-30', '2027-10-30T08:00:00Z'],
        ['2027-11-01', '2027-11-01T09:00:00Z'],
      ],
    },
    {
      zone: 'Australia/Sydney',
      // Back on Sunday 4 April 2027, forward on Sunday 3 October 2027 (the southern hemisphere).
      cases: [
        ['2027-04-03', '2027-04-02T22:00:00Z'],
        ['2027-04-05', '2027-04-04T23:00:00Z'],
        ['2027-10-02', '2027-10-01T23:00:00Z'],
        ['2027-10-04', '2027-10-03T22:00:00Z'],
      ],
    },
  ])('across the daylight-saving changes of $zone', ({ zone, cases }) => {
    const everyDay = (start: number, end: number) =>
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));
    const settings: Settings = {
      time_zone: zone,
      meeting_minutes: 30,
      buffer_minutes: 0,
      slot_interval_minutes: 30,
      notice_hours: 0,
      horizon_days: 365,
      max_calls_per_host_per_day: null,
    };
    const at = '2027-01-01T00:00:00Z';

    it.each(cases)('hours 09:00–10:00 on %s start at %s', async (day, first) => {
      const slots = await rolledBack(async (tx) => {
        await store(tx, {
          settings,
          hosts: [{ active: true, hours: everyDay(9 * 60, 10 * 60), timeOff: [] }],
          blackouts: [],
          calls: [],
        });
        // The whole UTC days around the local date: only that date's two slots fall in it.
        const from = new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString();
        const to = new Date(Date.parse(`${day}T00:00:00Z`) + 2 * DAY).toISOString();
        return freeSlots(tx, from, to, at);
      });
      const onDay = slots.filter((s) => wallClock(s.starts_at, zone).date === day).map((s) => s.starts_at);
      expect(onDay.map((ms) => new Date(ms).toISOString().replace('.000', ''))).toEqual([
        first,
        new Date(Date.parse(first) + 30 * MINUTE).toISOString().replace('.000', ''),
      ]);
    });
  });

  it('skips the wall-clock times a change skips, and offers the real ones around them', async () => {
    // New York, Sunday 14 March 2027: 02:00–02:59 does not exist (01:59 EST is followed by 03:00 EDT).
    const slots = await rolledBack(async (tx) => {
      await store(tx, {
        settings: {
          time_zone: 'America/New_York',
          meeting_minutes: 30,
          buffer_minutes: 0,
          slot_interval_minutes: 30,
          notice_hours: 0,
          horizon_days: 365,
          max_calls_per_host_per_day: null,
        },
        hosts: [{ active: true, hours: [{ weekday: 7, start: 90, end: 210 }], timeOff: [] }],
        blackouts: [],
        calls: [],
      });
      return freeSlots(tx, '2027-03-14T00:00:00Z', '2027-03-15T00:00:00Z', '2027-01-01T00:00:00Z');
    });
    expect(slots.map((s) => new Date(s.starts_at).toISOString())).toEqual([
      '2027-03-14T06:30:00.000Z', // 01:30 EST
      '2027-03-14T07:00:00.000Z', // 03:00 EDT
    ]);
  });
});
