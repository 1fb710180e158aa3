/**
 * Calendar days and clock times in a named IANA time zone (the agency's or a visitor's), with
 * nothing but Intl: days are written YYYY-MM-DD, instants are Date objects or ISO strings.
 */

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormat.set(zone, format);
  }
  return format;
}

/** The date (YYYY-MM-DD) and time (HH:MM:SS) a wall clock in `zone` shows at `instant`. */
export function wallClock(zone: string, instant: Date): { date: string; time: string } {
  const parts = partsIn(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

/** The calendar day in `zone` at `instant`. */
export const dayIn = (zone: string, instant: Date): string => wallClock(zone, instant).date;

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

export const isDay = (value: string | null): value is string =>
  value !== null && DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The day `days` after (or before) `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** The Monday of the week `date` falls in. */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));

/** "Thursday 26 November 2026" (a calendar day, no zone involved). */
export const longDay = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** "Thu 26 Nov". */
export const shortDayName = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** "09:30" on a wall clock in `zone`. */
export const clockIn = (zone: string, instant: Date | string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/** "Thu, 26 Nov 2026, 09:30" on a wall clock in `zone`. */
export const dateTimeIn = (zone: string, instant: Date | string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/** "Chicago (GMT-6)": the place of a zone and its offset at `instant`. */
export function zoneName(zone: string, instant: Date = new Date()): string {
  const place = (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
  if (zone === 'UTC') return 'UTC';
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${place} (${offset.replace(/^GMT[+-]0$/, 'GMT')})` : place;
}

/** The zones this browser knows, with UTC and the saved one always among them. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...known, current])].sort((a, b) => a.localeCompare(b));
}
