import * as z from 'zod/v4-mini';

/** ISO weekdays, as call_host_hours stores them (1 = Monday). */
export const WEEKDAYS = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 7, name: 'Sunday' },
] as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const range = z
  .object({
    /** The stored row's id; absent for a range added in the form. */
    id: z.optional(z.string()),
    weekday: z.number(),
    start_time: z.string().check(z.regex(CLOCK, 'Enter a start time')),
    end_time: z.string().check(z.regex(CLOCK, 'Enter an end time')),
  })
  .check(
    z.refine((value) => value.end_time > value.start_time, {
      message: 'The end must be after the start',
      path: ['end_time'],
    }),
  );

export const hoursSchema = z.object({ ranges: z.array(range) });

export type HoursValues = z.infer<typeof hoursSchema>;
export type HourRange = HoursValues['ranges'][number];

/** "09:00:00" from the database as the time input shows it ("09:00"). */
export const clockOf = (time: string): string => time.slice(0, 5);

/** Ranges that overlap another on the same day, by index (the form says so before saving). */
export function overlapping(ranges: readonly HourRange[]): Set<number> {
  const found = new Set<number>();
  ranges.forEach((a, i) =>
    ranges.forEach((b, j) => {
      if (i < j && a.weekday === b.weekday && a.start_time < b.end_time && b.start_time < a.end_time) {
        found.add(i);
        found.add(j);
      }
    }),
  );
  return found;
}
