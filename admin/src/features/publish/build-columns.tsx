import { ScrollText } from 'lucide-react';
import { RowAction, TimeCell } from '@admin/components/data-table/cells';
import type { Column } from '@admin/components/data-table/data-table';
import { Badge } from '@admin/components/ui/badge';
import { dateTime } from '@admin/lib/format-time';
import type { BuildRow } from './api/builds';
import { formatDuration, requesterLabel, STATUS_LABEL, STATUS_TONE, triggerLabel } from './build-status';

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
      cell: (row) => <TimeCell at={row.requested_at} />,
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
        <RowAction
          label="View log"
          name={`of the build requested ${dateTime(row.requested_at)}`}
          icon={ScrollText}
          onClick={() => onShowLog(row)}
        />
      ),
    },
  ];
}
