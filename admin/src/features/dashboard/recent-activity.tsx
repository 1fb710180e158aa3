import { SectionCard } from '@admin/components/ui/section-card';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { describeError } from '@admin/lib/errors';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { actorName } from '@admin/lib/staff-names';
import { useRecentActivity } from './api';
import { describeActivity } from './describe-activity';

/** The latest changes from the audit log: who changed what, and when. */
export function RecentActivity() {
  const activity = useRecentActivity();
  const directory = useStaffDirectory();
  const currentUserId = useCurrentStaff().session.user.id;
  // Names come with the list: an entry never changes from "Another staff member" to a name.
  const loading = activity.isPending || directory.isPending;
  return (
    <SectionCard title="Recent activity" aria-busy={loading}>
      {loading ? (
        <div className="space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-5 w-full" />
          ))}
        </div>
      ) : activity.isError ? (
        <ErrorState
          title="The recent activity could not be loaded"
          message={describeError(activity.error)}
          onRetry={() => void activity.refetch()}
        />
      ) : activity.data.length === 0 ? (
        <EmptyState title="No changes recorded yet." />
      ) : (
        <ol className="divide-y divide-ink-100 text-sm" data-testid="recent-activity">
          {activity.data.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-medium text-ink-950">
                  {entry.actor_id === currentUserId ? 'You' : actorName(entry, 'System', directory.data)}
                </span>{' '}
                <span className="text-ink-700">{describeActivity(entry)}</span>
              </span>
              <time dateTime={entry.occurred_at} title={dateTime(entry.occurred_at)} className="text-ink-600">
                {timeAgo(entry.occurred_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
