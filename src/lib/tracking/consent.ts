import { pushEvent } from './data-layer.ts';

/** Where the visitor's cookie choice is kept: "true" (accepted) or "false" (declined). */
export const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';

/** Google Consent Mode v2 signals: everything off until the visitor accepts. */
export const CONSENT_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;
export const CONSENT_GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
} as const;

/** Google's gtag(): pushes its arguments object to the dataLayer, which is what the tag manager expects. */
export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- the tag manager only reads consent commands as an Arguments object
  window.dataLayer.push(arguments);
}

export type CookieChoice = 'accepted' | 'declined';

/** The stored choice, if any (storage may be unavailable: then there is none). */
export function storedCookieChoice(): CookieChoice | undefined {
  try {
    const value = window.localStorage.getItem(COOKIES_ACCEPTED_KEY);
    if (value === 'true') return 'accepted';
    if (value === 'false') return 'declined';
  } catch {
    // Private modes can refuse storage; the banner then simply asks again next time.
  }
  return undefined;
}

/** Stores the choice and tells the tag manager. */
export function recordCookieChoice(choice: CookieChoice): void {
  try {
    window.localStorage.setItem(COOKIES_ACCEPTED_KEY, String(choice === 'accepted'));
  } catch {
    // See storedCookieChoice.
  }
  gtag('consent', 'update', choice === 'accepted' ? CONSENT_GRANTED : CONSENT_DENIED);
  pushEvent({ event: 'cookie_consent', consent: choice });
}

/**
 * The head script that must run before the tag manager: consent denied by default, then the
 * stored choice re-applied. Plain ES5 text, inlined into every page.
 */
export function consentDefaultScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    `gtag('consent','default',${JSON.stringify({ ...CONSENT_DENIED, wait_for_update: 500 })});`,
    `try{if(localStorage.getItem(${JSON.stringify(COOKIES_ACCEPTED_KEY)})==='true'){gtag('consent','update',${JSON.stringify(CONSENT_GRANTED)});}}catch(e){}`,
  ].join('');
}
