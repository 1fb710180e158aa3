import type { ToastInput } from '../toast-store.ts';

/** The newsletter's messages, word for word as the specification's error catalogue gives them. */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: {
    title: 'Invalid email',
    description: 'Please enter a valid email address',
    variant: 'destructive',
  },
  alreadySubscribed: {
    title: 'Already subscribed',
    description: 'This email is already subscribed to our newsletter',
  },
  lookupFailed: { title: 'Failed to check existing subscriptions', variant: 'destructive' },
  subscribed: {
    title: 'Subscription successful!',
    description: 'Thank you for subscribing to our newsletter.',
  },
} as const satisfies Record<string, ToastInput>;

export const SUBSCRIPTION_FAILED_TITLE = 'Subscription failed';
export const SUBSCRIPTION_FAILED_FALLBACK = 'There was a problem with your subscription. Please try again.';

/** "Subscription failed" with the server's message, or the catalogue's fallback sentence. */
export function subscriptionFailed(message: string | undefined): ToastInput {
  const detail = message?.trim() ?? '';
  return {
    title: SUBSCRIPTION_FAILED_TITLE,
    description: detail === '' ? SUBSCRIPTION_FAILED_FALLBACK : detail,
    variant: 'destructive',
  };
}

export const BUTTON_LABELS = {
  idle: 'Subscribe',
  submitting: 'Subscribing...',
  subscribed: 'Subscribed!',
} as const;
