import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@admin/components/ui/button';
import { useRequestBuild } from './api/request-build';
import type { PublishStatus } from './api/publish-status';

/** A deploy hook's build ends when the host accepts it; the host's own build follows. */
const HOST_ACCEPTED = 'The hosting provider accepted the deploy. The site updates when its build finishes.';

/** Why "Update live site" is off while a build is queued or running. */
function blockedReason(status: PublishStatus): string | null {
  if (status.active?.status === 'running')
    return 'A build is running: it publishes the changes saved before it started. Update the live site again when it finishes to publish later ones.';
  if (status.active?.status === 'queued')
    return 'A build is queued and starts in a moment. It publishes every change saved before it starts.';
  return null;
}

/** "Update live site": rebuilds the site with every change, and says what it did (or why it failed). */
export function PublishNow({ status }: { status: PublishStatus }) {
  const request = useRequestBuild();
  const reasonId = useId();
  const reason = blockedReason(status);
  // A local build speaks for itself: the reason while it runs, and its progress below.
  const outcome = request.data?.hook === 'called' && !reason ? HOST_ACCEPTED : null;
  return (
    <div className="space-y-2">
      <Button
        pending={request.isPending}
        disabled={status.active !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => request.mutate()}
      >
        {!request.isPending && <Upload className="h-4 w-4" aria-hidden="true" />}
        Update live site
      </Button>
      {reason && (
        <p id={reasonId} className="text-sm text-ink-700" data-testid="publish-blocked">
          {reason}
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {outcome && (
          <p className="text-ink-800" data-testid="publish-outcome">
            {outcome}
          </p>
        )}
        {request.isError && (
          <p className="text-red-800" role="alert">
            {request.error.message}
          </p>
        )}
      </div>
    </div>
  );
}
