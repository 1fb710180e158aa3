import { Upload } from 'lucide-react';
import { Button } from '@admin/components/ui/button';
import { useRequestBuild } from './api/request-build';
import type { PublishStatus } from './api/publish-status';
import { requestOutcome } from './request-outcome';

/** Why "Publish now" is off, or what pressing it will do while a build runs. */
function hintFor(status: PublishStatus): string | null {
  if (status.active?.status === 'queued' || status.queued)
    return 'A build is already queued. It starts soon and includes every change saved before it starts.';
  if (status.active?.status === 'running')
    return 'A build is running. Publishing now queues one more build that starts when it finishes, so later changes go live too.';
  return null;
}

/** "Publish now", with what it did (or why it failed) announced in the panel itself. */
export function PublishNow({ status }: { status: PublishStatus }) {
  const request = useRequestBuild();
  const blocked = status.active?.status === 'queued' || status.queued;
  // Shown while the requested build is on its way; once it is done, its status says the rest.
  const outcome =
    request.data &&
    (request.data.hook === 'called' || status.active?.id === request.data.build.id || status.queued)
      ? requestOutcome(request.data)
      : null;
  const hint = outcome ? null : hintFor(status);
  return (
    <div className="space-y-2">
      <Button pending={request.isPending} disabled={blocked} onClick={() => request.mutate()}>
        {!request.isPending && <Upload className="h-4 w-4" aria-hidden="true" />}
        Publish now
      </Button>
      {hint && <p className="text-sm text-ink-700">{hint}</p>}
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
