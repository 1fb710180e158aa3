import { X } from './icons.tsx';
import { useSyncExternalStore } from 'react';
import { $toasts, dismissToast, type Toast } from '../lib/toast-store.ts';

const NO_TOASTS: readonly Toast[] = [];
const listenToToasts = (onChange: () => void) => $toasts.listen(onChange);

/**
 * Shows the page's toasts (from any island), newest last; each closes itself after 3 s. It
 * hydrates on the first toast (client:interaction with TOAST_RAISED_EVENT): hydration renders the
 * server's empty list, then the toasts raised meanwhile.
 */
export default function Toaster() {
  const toasts = useSyncExternalStore(
    listenToToasts,
    () => $toasts.get(),
    () => NO_TOASTS,
  );
  return (
    <div
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed bottom-4 left-1/2 z-[60] flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 sm:bottom-6"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          data-variant={t.variant ?? 'default'}
          className={`pointer-events-auto flex animate-toast-in items-start gap-3 rounded-xl border px-4 py-3 shadow-lift ${
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-ink-100 bg-white text-ink-950'
          }`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-bold">{t.title}</p>
            {t.description ? (
              <p className={`mt-0.5 text-sm ${t.variant === 'destructive' ? 'text-white' : 'text-ink-600'}`}>
                {t.description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => {
              dismissToast(t.id);
            }}
            className="-mr-1 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline focus-visible:outline-2"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ))}
    </div>
  );
}
