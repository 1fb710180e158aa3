/**
 * What visitors may know about availability: the booking terms (call_booking_terms) and the free
 * start instants (free_call_slots), fetched for the whole booking horizon at once so moving
 * between months and changing the time zone need no further request.
 */
import * as z from 'zod/v4-mini';
import '../zod-config.ts';
import type { PublicRest } from '../supabase/public-rest.ts';

export const bookingTermsSchema = z.object({
  time_zone: z.string(),
  meeting_minutes: z.int().check(z.positive()),
  notice_hours: z.int().check(z.nonnegative()),
  horizon_days: z.int().check(z.positive()),
});
export type BookingTerms = z.infer<typeof bookingTermsSchema>;

/** The longest range free_call_slots answers for (longer ones are refused with 22023). */
const MAX_RANGE_DAYS = 45;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export async function fetchBookingTerms(rest: PublicRest): Promise<BookingTerms> {
  const { data, error } = await rest.rpc('call_booking_terms');
  if (error) throw new Error(error.message);
  return bookingTermsSchema.parse(data);
}

/** ISO instants as JavaScript writes them, so equal instants are equal strings. */
const normalised = (instants: readonly string[]) =>
  instants.map((instant) => new Date(instant).toISOString());

/**
 * Every free start from now to the end of the horizon, ascending. The range starts on the hour:
 * the database cuts it to notice and horizon itself.
 */
export async function fetchFreeSlots(rest: PublicRest, now: Date, horizonDays: number): Promise<string[]> {
  const start = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const end = start + (horizonDays + 1) * DAY_MS;
  const ranges: [string, string][] = [];
  for (let from = start; from < end; from += MAX_RANGE_DAYS * DAY_MS)
    ranges.push([
      new Date(from).toISOString(),
      new Date(Math.min(from + MAX_RANGE_DAYS * DAY_MS, end)).toISOString(),
    ]);
  const answers = await Promise.all(
    ranges.map(([rangeStart, rangeEnd]) =>
      rest.rpc('free_call_slots', { range_start: rangeStart, range_end: rangeEnd }),
    ),
  );
  return answers.flatMap(({ data, error }) => {
    if (error) throw new Error(error.message);
    return normalised(data);
  });
}
