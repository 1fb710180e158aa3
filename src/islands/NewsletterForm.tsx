import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { BUTTON_LABELS, subscriptionFailed } from '../lib/newsletter/messages.ts';
import {
  checkNewsletterEmail,
  fetchSignupCalls,
  NEWSLETTER_SOURCE,
  subscribe,
} from '../lib/newsletter/subscribe.ts';
import { publicEnvFrom } from '../lib/public-env.ts';
import { toast } from '../lib/toast-store.ts';
import { trackFormSubmission } from '../lib/tracking/data-layer.ts';

/** After subscribing, the form clears and resets this long after (spec §4). */
export const NEWSLETTER_RESET_DELAY_MS = 3000;

type FormState = 'idle' | 'submitting' | 'subscribed';

interface NewsletterFormProps {
  source?: string;
  /** Runs when the form resets after a successful subscription. */
  onSuccess?: () => void;
  tone?: 'dark' | 'light';
}

export default function NewsletterForm({
  source = NEWSLETTER_SOURCE,
  onSuccess,
  tone = 'dark',
}: NewsletterFormProps) {
  const [state, setState] = useState<FormState>('idle');
  const inputId = useId();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
    },
    [],
  );

  async function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'idle') return;
    const form = event.currentTarget;
    // The field is uncontrolled: it also holds what was typed before the island hydrated.
    const typed = new FormData(form).get('email');
    const checked = checkNewsletterEmail(typeof typed === 'string' ? typed : '');
    if (!checked.ok) {
      toast(checked.toast);
      return;
    }
    setState('submitting');
    let outcome;
    try {
      outcome = await subscribe(fetchSignupCalls(publicEnvFrom(import.meta.env)), checked.email, source);
    } catch (error) {
      outcome = {
        kind: 'failed' as const,
        toast: subscriptionFailed(error instanceof Error ? error.message : undefined),
      };
    }
    toast(outcome.toast);
    if (outcome.kind !== 'subscribed') {
      setState('idle');
      return;
    }
    setState('subscribed');
    trackFormSubmission('newsletter', { source });
    resetTimer.current = setTimeout(() => {
      form.reset();
      setState('idle');
      onSuccess?.();
    }, NEWSLETTER_RESET_DELAY_MS);
  }

  const dark = tone === 'dark';
  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="flex w-full flex-col gap-2 sm:flex-row"
      data-form="newsletter"
    >
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@company.com"
        disabled={state === 'subscribed'}
        className={`min-w-0 flex-1 rounded-full border px-4 py-2.5 text-sm outline-none transition focus-visible:ring-2 disabled:opacity-70 ${
          dark
            ? 'border-white/15 bg-white/5 text-white placeholder:text-ink-300 focus-visible:border-accent-300 focus-visible:ring-accent-300/40'
            : 'border-ink-200 bg-white text-ink-950 placeholder:text-ink-400 focus-visible:border-brand-600 focus-visible:ring-brand-600/30'
        }`}
      />
      <button
        type="submit"
        disabled={state !== 'idle'}
        aria-live="polite"
        className={`rounded-full px-5 py-2.5 text-sm font-bold transition-colors disabled:cursor-not-allowed focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ${
          dark
            ? 'bg-accent-300 text-ink-950 hover:bg-accent-400 focus-visible:outline-accent-300'
            : 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-600'
        }`}
      >
        {BUTTON_LABELS[state]}
      </button>
    </form>
  );
}
