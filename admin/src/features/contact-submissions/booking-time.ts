import { isCalendarDate, isTimeZone, TIME_PATTERN, wallClock } from '@lib/forms/booking-slot';

const utcOf = (date: string, time: string): number => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
};

/**
 * The moment a wall clock in `zone` shows `date` at `time` (a booking is stored as the visitor saw
 * it), or null when any part is malformed. Two corrections settle daylight-saving offsets.
 */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  if (!isCalendarDate(date) || !TIME_PATTERN.test(time) || !isTimeZone(zone)) return null;
  const wanted = utcOf(date, time);
  let instant = wanted;
  for (let step = 0; step < 2; step += 1) {
    const clock = wallClock(zone, new Date(instant));
    instant += wanted - utcOf(clock.date, clock.time);
  }
  return new Date(instant);
}

/** "Fri, 15 Jan 2027, 10:00" as the visitor chose it (no conversion). */
export function visitorSlot(date: string, time: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return `${day}, ${time}`;
}

/** "Fri, 15 Jan 2027, 15:00 UTC" in the reader's own time zone. */
export const readerSlot = (instant: Date): string =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(instant);
