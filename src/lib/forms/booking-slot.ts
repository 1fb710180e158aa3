/**
 * Time zones and wall clocks of discovery-call bookings: the zone a visitor sees free times in (an
 * IANA name the database accepts), its label, and the date and time a wall clock there shows.
 */

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
