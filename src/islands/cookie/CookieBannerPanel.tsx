import { X } from '../icons.tsx';
import type { CookieChoice } from '../../lib/tracking/consent.ts';

interface CookieBannerPanelProps {
  /** Left out when the panel is rendered as server HTML only (the banner's template). */
  onChoose?: (choice: CookieChoice) => void;
}

/** The banner's markup: the same on the server (its template) and in the island, so hydration keeps it. */
export function CookieBannerPanel({ onChoose }: CookieBannerPanelProps) {
  return (
    <section
      data-cookie-banner=""
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl animate-toast-in rounded-2xl border border-ink-100 bg-white p-5 shadow-lift sm:inset-x-6 sm:bottom-6"
    >
      <button
        type="button"
        onClick={() => onChoose?.('declined')}
        className="absolute right-3 top-3 rounded-md p-1.5 text-ink-500 hover:bg-ink-50 hover:text-ink-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <X aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Close</span>
      </button>
      <div className="flex flex-col gap-4 pr-6 sm:flex-row sm:items-center">
        <p className="text-sm leading-relaxed text-ink-700">
          We use cookies to measure how our site is used and to improve our marketing. Analytics and
          advertising cookies are only set if you accept.{' '}
          <a
            href="/cookie-policy"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Read our cookie policy
          </a>
          .
        </p>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => onChoose?.('declined')}
            className="rounded-full border border-ink-200 px-4 py-2 text-sm font-semibold text-ink-800 hover:bg-ink-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            Decline
          </button>
          <button
            type="button"
            onClick={() => onChoose?.('accepted')}
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            Accept All
          </button>
        </div>
      </div>
    </section>
  );
}
