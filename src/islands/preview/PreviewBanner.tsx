import { Eye } from 'lucide-react';
import { type PreviewPayload, statusLabel } from './payload.ts';

const expiry = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Says what the page is: a preview of an item that may not be public, and how long the link works. */
export function PreviewBanner({ payload }: { payload: PreviewPayload }) {
  const status = statusLabel(payload);
  return (
    <div role="note" aria-label="Preview" className="border-b border-amber-300 bg-amber-100 text-ink-950">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 text-sm sm:px-6 lg:px-8">
        <Eye className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>{status === 'Published' ? 'Preview' : 'Draft preview'}</strong> · Status: {status}.{' '}
          {status === 'Published'
            ? 'This is how the item looks on the site.'
            : 'Not public: only people with this link can see it.'}{' '}
          This link expires on <time dateTime={payload.expires_at}>{expiry(payload.expires_at)}</time>.
        </p>
      </div>
    </div>
  );
}
