/**
 * The month view's arithmetic and words, with Intl only: calendar days are `YYYY-MM-DD` strings,
 * months `YYYY-MM`, instants ISO strings; a day is always a day on the wall clock of a zone.
 */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and style (building them is the slow part of Intl). */
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

const DAY_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The calendar day a wall clock in `zone` shows at `instant`. */
export function dayIn(zone: string, instant: string | Date): string {
  const parts = formatter(zone, DAY_PARTS).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => isoDay(utcMidnight(day) + days * DAY_MS);

export const monthOf = (day: string): string => day.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return isoDay(Date.UTC(year, index - 1 + months, 1)).slice(0, 7);
}

/** The month's weeks, Monday first; days of the months around it are null. Always six rows, so the grid never changes height. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const mondayOffset = (new Date(utcMidnight(first)).getUTCDay() + 6) % 7;
  const weeks: (string | null)[][] = [];
  for (let week = 0; week < 6; week += 1)
    weeks.push(
      Array.from({ length: 7 }, (_, weekday) => {
        const day = addDays(first, week * 7 + weekday - mondayOffset);
        return monthOf(day) === month ? day : null;
      }),
    );
  return weeks;
}

/** Monday (0) to Sunday (6). */
export const weekdayIndex = (day: string): number => (new Date(utcMidnight(day)).getUTCDay() + 6) % 7;

const onDay = (day: string, options: Intl.DateTimeFormatOptions) =>
  formatter('UTC', options).format(new Date(utcMidnight(day)));

/** "Tuesday, December 1, 2026". */
export const dayLabel = (day: string): string =>
  onDay(day, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** "December 2026". */
export const monthLabel = (month: string): string => onDay(`${month}-01`, { year: 'numeric', month: 'long' });

/** The weekday names, Monday first: short for the eye, long for screen readers. */
export const WEEKDAYS: readonly { short: string; long: string }[] = Array.from({ length: 7 }, (_, index) => {
  const day = addDays('2024-01-01', index); // a Monday
  return { short: onDay(day, { weekday: 'short' }), long: onDay(day, { weekday: 'long' }) };
});

/** "9:00 AM" on a wall clock in `zone`. */
export const timeIn = (zone: string, instant: string | Date): string =>
  formatter(zone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** "Tuesday, December 1, 2026, 9:00 AM" on a wall clock in `zone`. */
export const momentIn = (zone: string, instant: string | Date): string =>
  `${dayLabel(dayIn(zone, instant))}, ${timeIn(zone, instant)}`;

/** Instants grouped by the day they fall on in `zone`, in order. */
export function slotsByDay(slots: readonly string[], zone: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const day = dayIn(zone, slot);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}
