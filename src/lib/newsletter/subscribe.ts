import type { Database } from '../database.types.ts';
import { isValidEmail, normalizeEmail } from '../email.ts';
import type { PublicEnv } from '../public-env.ts';
import type { PublicRest } from '../supabase/public-rest.ts';
import { readRows } from '../supabase/rest-read.ts';
import { insertRow, type RestError } from '../supabase/rest-write.ts';
import type { ToastInput } from '../toast-store.ts';
import { NEWSLETTER_MESSAGES, subscriptionFailed } from './messages.ts';

/** Where a footer signup comes from (the spec's `source`). */
export const NEWSLETTER_SOURCE = 'website-footer';

export type SubscribeOutcome =
  | { kind: 'invalid'; toast: ToastInput }
  | { kind: 'duplicate'; toast: ToastInput }
  | { kind: 'failed'; toast: ToastInput }
  | { kind: 'subscribed'; toast: ToastInput; email: string };

/** The email as entered, if it is worth sending: the check runs before any request. */
export function checkNewsletterEmail(
  raw: string,
): { ok: true; email: string } | { ok: false; toast: ToastInput } {
  const email = normalizeEmail(raw);
  return isValidEmail(email) ? { ok: true, email } : { ok: false, toast: NEWSLETTER_MESSAGES.invalidEmail };
}

type SignupRow = Database['public']['Tables']['newsletter_signups']['Insert'];

/** The spec's two calls, made by postgrest-js or, in the footer's island, by plain fetch. */
export interface SignupCalls {
  existing(email: string): PromiseLike<{ data: unknown[] | null; error: unknown }>;
  insert(row: SignupRow): PromiseLike<{ error: RestError | null }>;
}

const postgrestCalls = (rest: PublicRest): SignupCalls => ({
  existing: (email) => rest.from('newsletter_signups').select('id, email').eq('email', email).limit(1),
  insert: (row) => rest.from('newsletter_signups').insert(row),
});

/** The calls over plain fetch: the footer is on every page, and postgrest-js would weigh on each. */
export const fetchSignupCalls = (env: PublicEnv): SignupCalls => ({
  existing: (email) =>
    readRows(env, 'newsletter_signups', { select: 'id,email', email: `eq.${email}`, limit: '1' }),
  insert: (row) => insertRow(env, 'newsletter_signups', row),
});

/**
 * The spec's two calls: a duplicate check by email (which row-level security answers with no rows
 * for visitors), then the insert; a unique violation (23505) also means "already subscribed".
 */
export async function subscribe(
  rest: PublicRest | SignupCalls,
  email: string,
  source = NEWSLETTER_SOURCE,
): Promise<SubscribeOutcome> {
  const calls = 'from' in rest ? postgrestCalls(rest) : rest;
  const existing = await calls.existing(email);
  if (existing.error || !existing.data) return { kind: 'failed', toast: NEWSLETTER_MESSAGES.lookupFailed };
  if (existing.data.length > 0) return { kind: 'duplicate', toast: NEWSLETTER_MESSAGES.alreadySubscribed };

  const inserted = await calls.insert({ email, source, is_active: true, is_confirmed: false });
  if (!inserted.error) return { kind: 'subscribed', toast: NEWSLETTER_MESSAGES.subscribed, email };
  if (inserted.error.code === '23505')
    return { kind: 'duplicate', toast: NEWSLETTER_MESSAGES.alreadySubscribed };
  return { kind: 'failed', toast: subscriptionFailed(inserted.error.message) };
}
