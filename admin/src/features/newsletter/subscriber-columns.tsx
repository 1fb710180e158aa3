import { RowAction, rowActionsColumn, TimeCell } from '@admin/components/data-table/cells';
import type { Column } from '@admin/components/data-table/data-table';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import type { Subscriber, SubscriberChange } from './api/subscribers';

interface ColumnActions {
  canDelete: boolean;
  onChange: (subscriber: Subscriber, change: SubscriberChange) => void;
  onDelete: (subscriber: Subscriber) => void;
}

/** The subscriber table's columns; sortable ids are database columns. */
export function subscriberColumns({ canDelete, onChange, onDelete }: ColumnActions): Column<Subscriber>[] {
  return [
    {
      id: 'email',
      header: 'Email',
      sortable: true,
      cell: (row) => <AddressText value={row.email} className="font-medium text-ink-950" />,
    },
    { id: 'source', header: 'Source', cell: (row) => <code className="text-ink-800">{row.source}</code> },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <span className="flex flex-wrap gap-1.5">
          <Badge tone={row.is_active ? 'success' : 'neutral'}>{row.is_active ? 'Active' : 'Inactive'}</Badge>
          <Badge tone={row.is_confirmed ? 'brand' : 'warning'}>
            {row.is_confirmed ? 'Confirmed' : 'Not confirmed'}
          </Badge>
        </span>
      ),
    },
    {
      id: 'created_at',
      header: 'Subscribed',
      sortable: true,
      cell: (row) => <TimeCell at={row.created_at} relative />,
    },
    rowActionsColumn((row) => (
      <>
        <RowAction
          label={row.is_active ? 'Deactivate' : 'Reactivate'}
          name={row.email}
          onClick={() => onChange(row, { is_active: !row.is_active })}
        />
        {!row.is_confirmed && (
          <RowAction
            label="Mark confirmed"
            name={row.email}
            onClick={() => onChange(row, { is_confirmed: true })}
          />
        )}
        {canDelete && (
          <RowAction label="Delete" name={row.email} className="text-red-700" onClick={() => onDelete(row)} />
        )}
      </>
    )),
  ];
}
