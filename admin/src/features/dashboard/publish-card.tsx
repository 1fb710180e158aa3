import { Link } from 'react-router-dom';
import { PendingChangeList, usePendingChanges } from '@admin/components/publishing/pending-changes';
import { TimeCell } from '@admin/components/data-table/cells';
import { Badge } from '@admin/components/ui/badge';
import { SectionCard } from '@admin/components/ui/section-card';
import { timeAgo } from '@admin/lib/format-time';
import { countOf } from '@admin/lib/plural';
import { STATUS_TONE } from '../publish/build-status';
import type { DashboardStats } from './api';

/** The most recent changes the card lists; the top bar's panel lists them all. */
const LISTED_CHANGES = 5;

/** The last publish and the changes the live site does not have yet. */
export function PublishCard({ stats }: { stats: DashboardStats }) {
  const published = stats.last_successful_build;
  const latest = stats.last_build;
  const pending = usePendingChanges();
  const changes = pending.data?.length ?? stats.unpublished_changes;
  return (
    <SectionCard title="Publishing">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-ink-700">Last publish</dt>
          <dd className="font-medium text-ink-950" data-testid="last-publish">
            {published?.finished_at ? (
              <TimeCell at={published.finished_at} relative />
            ) : (
              'Not published from the admin yet'
            )}
          </dd>
        </div>
        {latest && latest.id !== published?.id && (
          <div>
            <dt className="text-ink-700">Latest build</dt>
            <dd className="flex items-center gap-2">
              <Badge tone={STATUS_TONE[latest.status]}>{latest.status}</Badge>
              <time dateTime={latest.requested_at}>{timeAgo(latest.requested_at)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-ink-700">Not live yet</dt>
          <dd className="font-medium text-ink-950" data-testid="unpublished-changes">
            {changes === 0 ? 'None: the site is up to date' : countOf(changes, 'change')}
          </dd>
          {pending.data && pending.data.length > 0 && (
            <dd className="mt-1">
              <PendingChangeList changes={pending.data} limit={LISTED_CHANGES} />
            </dd>
          )}
        </div>
      </dl>
      <Link to="/publish" className="mt-4 inline-block text-sm font-medium text-brand-800 underline">
        Every build and its log
      </Link>
    </SectionCard>
  );
}
