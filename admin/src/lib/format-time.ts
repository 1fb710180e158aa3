const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday", "3 weeks ago". */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

/** "22 Nov 2026, 14:05" in the reader's time zone. */
export const dateTime = (iso: string): string => absolute.format(new Date(iso));

const dayAndMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "26 Nov", for a calendar day given as YYYY-MM-DD. */
export const shortDay = (day: string): string => dayAndMonth.format(new Date(`${day}T00:00:00`));
