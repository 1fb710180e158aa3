import type { Attribution } from '../attribution.ts';
import type { PublicRest } from '../supabase/public-rest.ts';
import { type ContactValues, contactRow } from './contact.ts';
import { insertFailureToast } from './errors.ts';
import type { SubmitOutcome } from './outcome.ts';

/** Stores a checked contact message (visitors may insert, never read back). */
export async function submitContact(
  rest: PublicRest,
  values: ContactValues,
  attribution: Attribution,
): Promise<SubmitOutcome> {
  const result = await rest.from('contact_submissions').insert(contactRow(values, attribution));
  return result.error ? { ok: false, toast: insertFailureToast('contact', result) } : { ok: true };
}
