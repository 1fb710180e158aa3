import { ScrollText } from 'lucide-react';
import type { Column } from '@admin/components/data-table/data-table';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { BuildRow } from './api/list-builds';
import { formatDuration, requesterLabel, STATUS_LABEL, triggerLabel } from './build-status';
import { STATUS_TONE } from './status-tone';

interface ColumnOptions {
  currentUserId: string;
  /** Colleagues' display names by user id, once loaded. */
  names: ReadonlyMap<string, string> | undefined;
  onShowLog: (build: BuildRow) => void;
}

/** The build history's columns; sortable ids are database columns. */
export function buildColumns({ currentUserId, names, onShowLog }: ColumnOptions): Column<BuildRow>[] {
  return [
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <Badge tone={STATUS_TONE[row.status]}>
          <span data-testid="history-status">{STATUS_LABEL[row.status]}</span>
        </Badge>
      ),
    },
    { id: 'trigger', header: 'Trigger', cell: (row) => triggerLabel(row.trigger) },
    {
      id: 'requested_by',
      header: 'Requested by',
      cell: (row) => requesterLabel(row, currentUserId, names),
    },
    {
      id: 'requested_at',
      header: 'Requested',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) => (
        <time dateTime={row.requested_at} title={timeAgo(row.requested_at)}>
          {dateTime(row.requested_at)}
        </time>
      ),
    },
    {
      id: 'duration_ms',
      header: 'Duration',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) =>
        row.duration_ms === null ? <span className="text-ink-700">—</span> : formatDuration(row.duration_ms),
    },
    {
      id: 'log',
      header: 'Log',
      className: 'text-right',
      cell: (row) => (
        <Button variant="ghost" size="sm" onClick={() => onShowLog(row)}>
          <ScrollText className="h-4 w-4" aria-hidden="true" />
          View log<span className="sr-only"> of the build requested {dateTime(row.requested_at)}</span>
        </Button>
      ),
    },
  ];
}
