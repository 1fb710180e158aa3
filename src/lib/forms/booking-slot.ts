/**
 * Discovery-call slots: weekdays, business hours every 30 minutes, in the time zone the visitor
 * chooses (dates and times are stored as they see them, with the zone's IANA name).
 */

/** 09:00, 09:30, …, 16:30: the last call starts half an hour before the end of the business day. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 16 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ZONE_PATTERN = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/;
const TIME_ZONE_MAX_LENGTH = 64;

/** A sensible list, west to east; the visitor's own zone is added when it is not here. */
export const COMMON_TIME_ZONES: readonly string[] = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Phoenix',
  'America/Chicago',
  'America/Mexico_City',
  'America/New_York',
  'America/Toronto',
  'America/Bogota',
  'America/Halifax',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'UTC',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Africa/Lagos',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Africa/Johannesburg',
  'Africa/Cairo',
  'Europe/Athens',
  'Europe/Helsinki',
  'Europe/Istanbul',
  'Africa/Nairobi',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Manila',
  'Australia/Perth',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Pacific/Auckland',
];

/** A real IANA zone name, in the shape and length the database accepts. */
export function isTimeZone(zone: string): boolean {
  if (zone.length > TIME_ZONE_MAX_LENGTH || !TIME_ZONE_PATTERN.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone this browser runs in, or UTC when it is not one the database would store. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

/** The time zone list, with `own` first when it is not in the common list. */
export function timeZoneChoices(own: string | null): string[] {
  return own && !COMMON_TIME_ZONES.includes(own) ? [own, ...COMMON_TIME_ZONES] : [...COMMON_TIME_ZONES];
}

/** "Buenos Aires (GMT-3)"; the offset only once `now` is known (it depends on the date). */
export function timeZoneLabel(zone: string, now: Date | null): string {
  const place = (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
  if (!now || zone === 'UTC') return place;
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace(/^GMT[+-]0$/, 'GMT');
  return offset ? `${place} (${offset})` : place;
}

/** The date (YYYY-MM-DD) and time (HH:MM) on a wall clock in `zone` at `now`. */
export function wallClock(zone: string, now: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Monday to Friday. */
export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day >= 1 && day <= 5;
}

/**
 * The first date a call can be booked for: today where the visitor is, but never before today in
 * UTC, because the database refuses dates before its own current_date (UTC on Supabase).
 */
export function earliestBookableDate(zone: string, now: Date): string {
  const local = wallClock(zone, now).date;
  const utc = wallClock('UTC', now).date;
  return local > utc ? local : utc;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first weekday on or after `date`. */
export function nextWeekday(date: string): string {
  let candidate = date;
  while (!isWeekday(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

/** The slots still open on `date` in `zone`: all of them on a later day, the ones not yet begun today. */
export function openSlots(date: string, zone: string, now: Date): readonly string[] {
  if (!isTimeZone(zone) || !isCalendarDate(date)) return TIME_SLOTS;
  const clock = wallClock(zone, now);
  if (date < earliestBookableDate(zone, now)) return [];
  return date === clock.date ? TIME_SLOTS.filter((slot) => slot > clock.time) : TIME_SLOTS;
}

export interface SlotProblem {
  field: 'preferred_date' | 'preferred_time';
  message: string;
}

const NO_TIMES_LEFT_TODAY = 'There are no times left today. Choose a later date';

/** Why a well-formed date, time and zone cannot be booked at `now`, or null when they can. */
export function slotProblem(date: string, time: string, zone: string, now: Date): SlotProblem | null {
  if (!isCalendarDate(date) || !isTimeZone(zone)) return null;
  if (date < wallClock(zone, now).date)
    return { field: 'preferred_date', message: 'Choose today or a later date' };
  if (!isWeekday(date)) return { field: 'preferred_date', message: 'Choose a weekday (Monday to Friday)' };
  const open = openSlots(date, zone, now);
  if (open.length === 0) return { field: 'preferred_date', message: NO_TIMES_LEFT_TODAY };
  if (!TIME_PATTERN.test(time)) return null;
  if (!TIME_SLOTS.includes(time)) return { field: 'preferred_time', message: 'Choose a time from the list' };
  if (!open.includes(time))
    return { field: 'preferred_time', message: 'That time has passed. Choose a later time or another day' };
  return null;
}
