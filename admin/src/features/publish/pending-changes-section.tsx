import { usePendingChanges } from '@admin/components/publishing/api/get-pending-changes';
import { PendingChangeList } from '@admin/components/publishing/pending-change-list';
import { Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { PublishStatus } from './api/publish-status';

/** The panel's summary: how many changes the next build publishes, which, and when the site was last published. */
export function PendingChangesSection({ status }: { status: PublishStatus }) {
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
      {changes.isPending ? (
        count > 0 && <Skeleton className="h-16 w-full" />
      ) : changes.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The list of changes could not be loaded: {describeError(changes.error)}
        </p>
      ) : (
        changes.data.length > 0 && <PendingChangeList changes={changes.data} maxHeight="max-h-64" />
      )}
    </div>
  );
}
