import { DEFAULT_MAINTENANCE_MESSAGE, expectedBackLine } from '@admin/lib/settings/maintenance';

interface MaintenancePreviewProps {
  tagline: string;
  message: string;
  endsAt: string | null;
  email: string | null;
}

/** What visitors see while maintenance is on (src/components/site/MaintenanceScreen.astro). */
export function MaintenancePreview({ tagline, message, endsAt, email }: MaintenancePreviewProps) {
  return (
    <figure className="space-y-2">
      <div
        data-testid="maintenance-preview"
        className="grid min-h-72 place-items-center rounded-lg bg-ink-950 px-6 py-10 text-center"
      >
        <div className="max-w-md">
          <p className="text-xs font-bold uppercase tracking-[0.18em] text-accent-300">{tagline}</p>
          <p className="mt-3 text-2xl font-extrabold tracking-tight text-white">We&apos;ll be right back</p>
          <p className="mt-4 leading-relaxed text-ink-200">{message.trim() || DEFAULT_MAINTENANCE_MESSAGE}</p>
          {endsAt && <p className="mt-2 text-sm text-ink-300">{expectedBackLine(endsAt)}</p>}
          {email && (
            <p className="mt-6 text-sm text-ink-300">
              Need us now? Email{' '}
              <span className="font-semibold text-white underline underline-offset-4">{email}</span>
            </p>
          )}
        </div>
      </div>
      <figcaption className="text-sm text-ink-600">
        What visitors see. Signed-in staff still see the site, with a banner.
      </figcaption>
    </figure>
  );
}
