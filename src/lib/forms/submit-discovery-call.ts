import type { Attribution } from '../attribution.ts';
import type { PublicRest } from '../supabase/public-rest.ts';
import { type DiscoveryCallValues, discoveryCallRow } from './discovery-call.ts';
import { insertFailureToast } from './errors.ts';
import type { SubmitOutcome } from './outcome.ts';

/** Stores a checked discovery-call booking. */
export async function submitDiscoveryCall(
  rest: PublicRest,
  values: DiscoveryCallValues,
  attribution: Attribution,
): Promise<SubmitOutcome> {
  const result = await rest.from('contact_submissions').insert(discoveryCallRow(values, attribution));
  return result.error ? { ok: false, toast: insertFailureToast('discovery_call', result) } : { ok: true };
}
