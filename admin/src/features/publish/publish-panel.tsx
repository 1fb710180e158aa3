import { Link } from 'react-router-dom';
import { Dialog } from '@admin/components/ui/dialog';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PublishStatus } from './api/publish-status';
import { BuildProgress } from './build-progress';
import { PublishNow } from './publish-now';

interface PublishPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The top bar's status query, polled there (the panel's code loads later, on first use). */
  status: UseQueryResult<PublishStatus>;
}

function ChangesSummary({ status }: { status: PublishStatus }) {
  const count = status.unpublished_changes;
  const published = status.last_successful_build?.finished_at;
  return (
    <p className="text-sm text-ink-800">
      <span data-testid="publish-changes" className="font-medium text-ink-950">
        {count === 0
          ? 'The site is up to date.'
          : `${String(count)} ${count === 1 ? 'change is' : 'changes are'} not live yet.`}
      </span>{' '}
      {published ? (
        <>
          Last published{' '}
          <time dateTime={published} title={dateTime(published)}>
            {timeAgo(published)}
          </time>
          .
        </>
      ) : (
        'Not published from the admin yet.'
      )}
    </p>
  );
}

/** The top bar's publish panel: what is waiting, the build in progress with its log, and Publish now. */
export function PublishPanel({ open, onOpenChange, status }: PublishPanelProps) {
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
          <ChangesSummary status={status.data} />
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
