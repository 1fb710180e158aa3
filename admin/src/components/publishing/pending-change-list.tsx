import { Badge, type BadgeTone } from '@admin/components/ui/badge';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { cn } from '@admin/lib/cn';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { ChangeKind, PendingChange } from './api/get-pending-changes';
import { changedBy, itemName, itemType, KIND_LABEL } from './change-labels';

const KIND_TONE: Record<ChangeKind, BadgeTone> = {
  added: 'success',
  published: 'success',
  changed: 'brand',
  reordered: 'brand',
  unpublished: 'warning',
  expired: 'warning',
  removed: 'danger',
  hidden: 'warning',
  shown: 'success',
  maintenance_on: 'warning',
  maintenance_off: 'success',
};

interface PendingChangeListProps {
  changes: PendingChange[];
  /** Shows the first `limit` and says how many more there are. */
  limit?: number;
  /** Scrolls within this height (a Tailwind max-h class); keyboard users can focus it to scroll. */
  maxHeight?: string;
}

/** What the next build changes: each item once, with the kind of change, who and when. */
export function PendingChangeList({ changes, limit, maxHeight }: PendingChangeListProps) {
  const staff = useCurrentStaff();
  const shown = limit === undefined ? changes : changes.slice(0, limit);
  const more = changes.length - shown.length;
  return (
    <div>
      <ul
        aria-label="Changes not live yet"
        className={cn(
          'divide-y divide-ink-100',
          maxHeight && `overflow-y-auto rounded-lg border border-ink-200 px-3 ${maxHeight}`,
        )}
        // Focusable when it scrolls, so keyboard users can scroll it.
        tabIndex={maxHeight ? 0 : undefined}
      >
        {shown.map((change) => {
          const type = itemType(change);
          return (
            <li
              key={`${change.table_name}:${change.row_id ?? ''}`}
              data-testid="pending-change"
              className="flex flex-wrap items-baseline gap-x-2 gap-y-1 py-2 text-sm"
            >
              <Badge tone={KIND_TONE[change.kind]}>{KIND_LABEL[change.kind]}</Badge>
              <span className="font-medium text-ink-950">{itemName(change)}</span>
              {type && <span className="text-ink-700">{type}</span>}
              <span className="ml-auto text-ink-700">
                {changedBy(change, staff.session.user.id)}
                {change.changed_at && (
                  <>
                    {', '}
                    <time dateTime={change.changed_at} title={dateTime(change.changed_at)}>
                      {timeAgo(change.changed_at)}
                    </time>
                  </>
                )}
              </span>
              {change.live_already && (
                <span className="basis-full text-xs text-ink-700">
                  Visitors see this already; the next update of the live site completes it.
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="pt-2 text-sm text-ink-700">
          And {more} more: <span className="font-medium">Publish site</span> in the top bar lists them all.
        </p>
      )}
    </div>
  );
}
