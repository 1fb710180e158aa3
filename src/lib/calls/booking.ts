/**
 * Booking a discovery call (book_discovery_call): the lead and the chosen instant in one request;
 * the database books it for a free host or refuses with 23P01 when someone was quicker.
 */
import * as z from 'zod/v4-mini';
import '../zod-config.ts';
import type { Attribution } from '../attribution.ts';
import type { Json } from '../database.types.ts';
import { insertFailureToast } from '../forms/errors.ts';
import type { DiscoveryCallValues } from '../forms/discovery-call.ts';
import type { PublicRest } from '../supabase/public-rest.ts';
import type { ToastInput } from '../toast-store.ts';

/** The exclusion violation the booking RPCs answer when no host is free at that time (HTTP 409). */
export const SLOT_TAKEN_CODE = '23P01';

export const bookedCallSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  meeting_minutes: z.number(),
  host_name: z.string(),
  time_zone: z.string(),
});
export type BookedCall = z.infer<typeof bookedCallSchema>;

export type BookingOutcome =
  { ok: true; call: BookedCall } | { ok: false; taken: true } | { ok: false; toast: ToastInput };

/** The `lead` argument: the form's details, the zone the visitor chose the time in, and the visit's attribution. */
export function bookingLead(values: DiscoveryCallValues, attribution: Attribution): Json {
  const { slot: _slot, ...lead } = values;
  return { ...lead, attribution: { ...attribution } };
}

export async function bookDiscoveryCall(
  rest: PublicRest,
  values: DiscoveryCallValues,
  attribution: Attribution,
): Promise<BookingOutcome> {
  const result = await rest.rpc('book_discovery_call', {
    slot: values.slot,
    lead: bookingLead(values, attribution),
  });
  if (!result.error) return { ok: true, call: bookedCallSchema.parse(result.data) };
  if (result.error.code === SLOT_TAKEN_CODE) return { ok: false, taken: true };
  return { ok: false, toast: insertFailureToast('discovery_call', result) };
}
