import { Card, CardHeader } from '@admin/components/ui/card';
import { EmptyState } from '@admin/components/ui/states';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { actorName } from '@admin/lib/staff-names';
import type { ActivityEntry } from './api/get-dashboard-stats';

const VERB = { insert: 'added', update: 'changed', delete: 'removed' } as const;

const tableLabel = (table: string) => table.replace(/_/g, ' ');

function describe(entry: ActivityEntry): string {
  const what = `${tableLabel(entry.table_name)}${entry.row_id && entry.row_id !== 'true' ? ` ${entry.row_id.slice(0, 8)}` : ''}`;
  const fields =
    entry.action === 'update' && entry.changed_fields.length > 0
      ? ` (${entry.changed_fields.slice(0, 4).join(', ')})`
      : '';
  return `${VERB[entry.action]} ${what}${fields}`;
}

/** The latest changes from the audit log: who changed what, and when. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Card aria-labelledby="activity-title">
      <CardHeader id="activity-title" title="Recent activity" />
      {entries.length === 0 ? (
        <EmptyState title="No changes recorded yet." />
      ) : (
        <ol className="divide-y divide-ink-100 text-sm" data-testid="recent-activity">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span>
                <span className="font-medium text-ink-950">{actorName(entry, 'System')}</span>{' '}
                <span className="text-ink-700">{describe(entry)}</span>
              </span>
              <time dateTime={entry.occurred_at} title={dateTime(entry.occurred_at)} className="text-ink-600">
                {timeAgo(entry.occurred_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
