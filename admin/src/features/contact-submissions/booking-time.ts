import { isCalendarDate, isTimeZone, TIME_PATTERN } from '@lib/forms/booking-slot';
import { DAY_AND_CLOCK, zonedInstant as instantIn, shortDate } from '@admin/lib/zoned-time';

/**
 * The moment a wall clock in `zone` shows `date` at `time` (a booking is stored as the visitor saw
 * it), or null when any part is malformed.
 */
export const zonedInstant = (date: string, time: string, zone: string): Date | null =>
  isCalendarDate(date) && TIME_PATTERN.test(time) && isTimeZone(zone) ? instantIn(date, time, zone) : null;

/** "Fri, 15 Jan 2027, 10:00" as the visitor chose it (no conversion). */
export const visitorSlot = (date: string, time: string): string => `${shortDate(date)}, ${time}`;

/** "Fri, 15 Jan 2027, 15:00 UTC" in the reader's own time zone. */
export const readerSlot = (instant: Date): string =>
  new Intl.DateTimeFormat('en-GB', { ...DAY_AND_CLOCK, timeZoneName: 'short' }).format(instant);
