import { isValidEmail, normalizeEmail } from '../email.ts';
import type { PublicRest } from '../supabase/public-rest.ts';
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

/**
 * The spec's two calls: a duplicate check by email (which row-level security answers with no rows
 * for visitors), then the insert; a unique violation (23505) also means "already subscribed".
 */
export async function subscribe(
  rest: PublicRest,
  email: string,
  source = NEWSLETTER_SOURCE,
): Promise<SubscribeOutcome> {
  const existing = await rest.from('newsletter_signups').select('id, email').eq('email', email).limit(1);
  if (existing.error) return { kind: 'failed', toast: NEWSLETTER_MESSAGES.lookupFailed };
  if (existing.data.length > 0) return { kind: 'duplicate', toast: NEWSLETTER_MESSAGES.alreadySubscribed };

  const inserted = await rest
    .from('newsletter_signups')
    .insert({ email, source, is_active: true, is_confirmed: false });
  if (!inserted.error) return { kind: 'subscribed', toast: NEWSLETTER_MESSAGES.subscribed, email };
  if (inserted.error.code === '23505')
    return { kind: 'duplicate', toast: NEWSLETTER_MESSAGES.alreadySubscribed };
  return { kind: 'failed', toast: subscriptionFailed(inserted.error.message) };
}
