import { cn } from '@admin/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg className={cn('h-5 w-5 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Covers the screen while a page's code or the session loads; announced once to screen readers. */
export function FullScreenSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex animate-fade-in items-center justify-center bg-ink-50/80"
      data-testid="full-screen-spinner"
    >
      <Spinner className="h-10 w-10 text-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
