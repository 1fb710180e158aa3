import { TimeCell } from '@admin/components/data-table/cells';
import type { Column } from '@admin/components/data-table/data-table';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import { cn } from '@admin/lib/cn';
import type { StatusModel } from '@admin/lib/inbox/status-model';

interface OpenColumn<Row> {
  /** The sortable database column holding the name. */
  id: string;
  header: string;
  name: (row: Row) => string;
  /** Read after the name by screen readers (" – open"). */
  action: string;
  onOpen: (row: Row) => void;
  /** Nobody has opened it yet: bold, with a "New" badge. */
  isNew?: (row: Row) => boolean;
}

/** The first column: the sender's name, a button that opens the row's dialog. */
export function openColumn<Row>({ id, header, name, action, onOpen, isNew }: OpenColumn<Row>): Column<Row> {
  return {
    id,
    header,
    sortable: true,
    cell: (row) => {
      const unread = isNew?.(row) ?? false;
      return (
        <span className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => onOpen(row)}
            className={cn(
              'text-left text-brand-800 underline-offset-2 hover:underline',
              unread ? 'font-bold' : 'font-medium',
            )}
          >
            {name(row)}
            <span className="sr-only"> – {action}</span>
          </button>
          {unread && <Badge tone="brand">New</Badge>}
        </span>
      );
    },
  };
}

export const emailColumn = <Row extends { email: string }>(): Column<Row> => ({
  id: 'email',
  header: 'Email',
  cell: (row) => <AddressText value={row.email} />,
});

export const statusColumn = <Row extends { status: Status }, Status extends string>(
  statuses: StatusModel<Status>,
): Column<Row> => ({
  id: 'status',
  header: 'Status',
  sortable: true,
  cell: (row) => <Badge tone={statuses.tones[row.status]}>{statuses.labels[row.status]}</Badge>,
});

/** When it arrived ("3 hours ago", the exact time on hover), sortable. */
export const receivedColumn = <Row extends { created_at: string }>(header: string): Column<Row> => ({
  id: 'created_at',
  header,
  sortable: true,
  cell: (row) => <TimeCell at={row.created_at} relative />,
});
