/**
 * The emailed manage link (/book-discovery/manage?token=…): the call it is for, and cancelling or
 * moving it, through the token RPCs. Every refusal becomes one of the failures the page words.
 */
import * as z from 'zod/v4-mini';
import type { PublicRest } from '../supabase/public-rest.ts';
import { SLOT_TAKEN_CODE } from './booking.ts';

export const managedCallSchema = z.object({
  id: z.string(),
  status: z.enum(['booked', 'completed', 'no_show', 'cancelled']),
  starts_at: z.string(),
  ends_at: z.string(),
  meeting_minutes: z.number(),
  time_zone: z.string(),
  host_name: z.string(),
  name: z.string(),
  can_change: z.boolean(),
});
export type ManagedCall = z.infer<typeof managedCallSchema>;

/**
 * invalid: forged, cut short, or for a call long past; locked: the call has started or is
 * cancelled; taken: someone booked that time first; failed: no answer (trying again may work).
 */
export type ManageFailure = 'invalid' | 'locked' | 'taken' | 'failed';
export type ManageOutcome = { ok: true; call: ManagedCall } | { ok: false; failure: ManageFailure };

const LOCKED_WORDS = 'can no longer be changed';

function outcomeOf({
  data,
  error,
}: {
  data: unknown;
  error: { code: string; message: string } | null;
}): ManageOutcome {
  if (error) {
    if (error.code === SLOT_TAKEN_CODE) return { ok: false, failure: 'taken' };
    if (error.code !== '22023') return { ok: false, failure: 'failed' };
    return { ok: false, failure: error.message.includes(LOCKED_WORDS) ? 'locked' : 'invalid' };
  }
  const parsed = managedCallSchema.safeParse(data);
  return parsed.success ? { ok: true, call: parsed.data } : { ok: false, failure: 'failed' };
}

/** Runs a request, turning a thrown one (a bug, a browser quirk) into a failure to retry. */
async function settled(request: PromiseLike<Parameters<typeof outcomeOf>[0]>): Promise<ManageOutcome> {
  try {
    return outcomeOf(await request);
  } catch {
    return { ok: false, failure: 'failed' };
  }
}

export const callByToken = (rest: PublicRest, token: string): Promise<ManageOutcome> =>
  settled(rest.rpc('discovery_call_by_token', { token }));

export const cancelCall = (rest: PublicRest, token: string, reason: string): Promise<ManageOutcome> =>
  settled(
    rest.rpc('cancel_discovery_call', reason.trim() === '' ? { token } : { token, reason: reason.trim() }),
  );

export const rescheduleCall = (rest: PublicRest, token: string, slot: string): Promise<ManageOutcome> =>
  settled(rest.rpc('reschedule_discovery_call', { token, slot }));
