import { AlertTriangle } from 'lucide-react';
import { Button } from '@admin/components/ui/button';
import { useLostCount } from './api/backlinks';

/** The number of lost links above the list, with a way to show only them. */
export function LostLinksAlert({ onShowLost }: { onShowLost: () => void }) {
  const lost = useLostCount();
  if (!lost.data) return null;
  return (
    <div
      role="status"
      data-testid="lost-count"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <span className="flex items-center gap-2 font-medium">
        <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        {lost.data === 1 ? '1 lost link' : `${String(lost.data)} lost links`}: the page no longer links to us.
      </span>
      <Button variant="secondary" size="sm" onClick={onShowLost}>
        Show lost links
      </Button>
    </div>
  );
}
