import type { UseQueryResult } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { TimeCell } from '@admin/components/data-table/cells';
import { PendingChangeList, usePendingChanges } from '@admin/components/publishing/pending-changes';
import { Button } from '@admin/components/ui/button';
import { Dialog } from '@admin/components/ui/dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { type PublishStatus, useRequestBuild } from './api/builds';
import { BuildProgress } from './build-progress';

interface SiteBuildPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The top bar's status query, polled there (the panel's code loads later, on first use). */
  status: UseQueryResult<PublishStatus>;
}

/** The top bar's publish panel: what the next build changes, Update live site, and the build in progress with its log. */
export function SiteBuildPanel({ open, onOpenChange, status }: SiteBuildPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Publish the site" className="max-w-2xl">
      <QueryView
        query={status}
        loading={<Skeleton className="h-32 w-full" />}
        errorTitle="The publishing status could not be loaded"
      >
        {(data) => {
          const shown = data.active ?? data.last_build;
          return (
            <div className="space-y-5">
              <PendingChangesSection status={data} />
              <PublishNow status={data} />
              {shown && <BuildProgress key={shown.id} build={shown} />}
              <Link
                to="/publish"
                onClick={() => onOpenChange(false)}
                className="inline-block text-sm font-medium text-brand-800 underline"
              >
                Every build and its log
              </Link>
            </div>
          );
        }}
      </QueryView>
    </Dialog>
  );
}

/** The panel's summary: how many changes the next build publishes, which, and when the site was last published. */
function PendingChangesSection({ status }: { status: PublishStatus }) {
  const changes = usePendingChanges();
  const count = changes.data?.length ?? status.unpublished_changes;
  const published = status.last_successful_build?.finished_at;
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-800">
        <span data-testid="publish-changes" className="font-medium text-ink-950">
          {count === 0
            ? 'The site is up to date.'
            : `${String(count)} ${count === 1 ? 'change is' : 'changes are'} not live yet.`}
        </span>{' '}
        {published ? (
          <>
            Last published <TimeCell at={published} relative />.
          </>
        ) : (
          'Not published from the admin yet.'
        )}
      </p>
      <QueryView
        query={changes}
        loading={count > 0 && <Skeleton className="h-16 w-full" />}
        errorTitle="The list of changes could not be loaded"
        empty={null}
      >
        {(data) => <PendingChangeList changes={data} maxHeight="max-h-64" />}
      </QueryView>
    </div>
  );
}

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
function PublishNow({ status }: { status: PublishStatus }) {
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
