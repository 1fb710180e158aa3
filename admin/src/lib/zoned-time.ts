/**
 * Calendar days and clock times in a named IANA time zone (the agency's or a visitor's), with
 * nothing but Intl: days are written YYYY-MM-DD, instants are Date objects or ISO strings.
 */

import { addDays, weekdayIndex } from '@lib/calls/calendar';
import { isCalendarDate, timeZoneLabel, wallClock } from '@lib/forms/booking-slot';

export { addDays, dayIn } from '@lib/calls/calendar';

const utcOf = (date: string, time: string): number => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second);
};

/**
 * The instant a wall clock in `zone` shows `date` at `time` (HH:MM). Two corrections settle the
 * zone's offset on that day; a time skipped by a daylight-saving change gives the next valid one.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const wanted = utcOf(date, time);
  let instant = wanted;
  for (let step = 0; step < 2; step += 1) {
    const clock = wallClock(zone, new Date(instant));
    instant += wanted - utcOf(clock.date, clock.time);
  }
  return new Date(instant);
}

/** The first instant of `date` in `zone` (its midnight). */
export const startOfDay = (date: string, zone: string): Date => zonedInstant(date, '00:00', zone);

export const isDay = (value: string | null): value is string => value !== null && isCalendarDate(value);

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string): number => weekdayIndex(date) + 1;

/** The Monday of the week `date` falls in. */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));

const SHORT_DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
/** The parts of "Thu, 26 Nov 2026, 09:30". */
export const DAY_AND_CLOCK = { ...SHORT_DAY, year: 'numeric', ...CLOCK } as const;

/** A calendar day written with `parts`, no zone involved. */
const formatDay = (date: string, parts: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat('en-GB', { ...parts, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** "Thursday 26 November 2026". */
export const longDay = (date: string): string =>
  formatDay(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "Thu 26 Nov". */
export const shortDayName = (date: string): string => formatDay(date, SHORT_DAY);

/** "Thu, 26 Nov 2026". */
export const shortDate = (date: string): string => formatDay(date, { ...SHORT_DAY, year: 'numeric' });

/** "09:30" on a wall clock in `zone`. */
export const clockIn = (zone: string, instant: Date | string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...CLOCK }).format(new Date(instant));

/** "Thu, 26 Nov 2026, 09:30" on a wall clock in `zone`. */
export const dateTimeIn = (zone: string, instant: Date | string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...DAY_AND_CLOCK }).format(new Date(instant));

/** "Chicago (GMT-6)": the place of a zone and its offset at `instant`. */
export const zoneName = (zone: string, instant: Date = new Date()): string => timeZoneLabel(zone, instant);

/** The zones this browser knows, with UTC and the saved one always among them. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...known, current])].sort((a, b) => a.localeCompare(b));
}
