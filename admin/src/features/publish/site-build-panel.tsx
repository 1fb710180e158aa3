import { Link } from 'react-router-dom';
import { Dialog } from '@admin/components/ui/dialog';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PublishStatus } from './api/publish-status';
import { BuildProgress } from './build-progress';
import { PendingChangesSection } from './pending-changes-section';
import { PublishNow } from './publish-now';

interface SiteBuildPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The top bar's status query, polled there (the panel's code loads later, on first use). */
  status: UseQueryResult<PublishStatus>;
}

/** The top bar's publish panel: what the next build changes, Update live site, and the build in progress with its log. */
export function SiteBuildPanel({ open, onOpenChange, status }: SiteBuildPanelProps) {
  const shown = status.data ? (status.data.active ?? status.data.last_build) : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Publish the site" className="max-w-2xl">
      {status.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : status.isError ? (
        <ErrorState
          title="The publishing status could not be loaded"
          message={describeError(status.error)}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <div className="space-y-5">
          <PendingChangesSection status={status.data} />
          <PublishNow status={status.data} />
          {shown && <BuildProgress key={shown.id} build={shown} />}
          <Link
            to="/publish"
            onClick={() => onOpenChange(false)}
            className="inline-block text-sm font-medium text-brand-800 underline"
          >
            Every build and its log
          </Link>
        </div>
      )}
    </Dialog>
  );
}
