import type { Column } from '@admin/components/data-table/data-table';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { Subscriber } from './api/subscribers';
import type { SubscriberChange } from './api/update-subscriber';

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
      cell: (row) => (
        <time dateTime={row.created_at} title={dateTime(row.created_at)}>
          {timeAgo(row.created_at)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'whitespace-nowrap text-right',
      cell: (row) => (
        <span className="inline-flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => onChange(row, { is_active: !row.is_active })}>
            {row.is_active ? 'Deactivate' : 'Reactivate'}
            <span className="sr-only"> {row.email}</span>
          </Button>
          {!row.is_confirmed && (
            <Button variant="ghost" size="sm" onClick={() => onChange(row, { is_confirmed: true })}>
              Mark confirmed<span className="sr-only"> {row.email}</span>
            </Button>
          )}
          {canDelete && (
            <Button variant="ghost" size="sm" className="text-red-700" onClick={() => onDelete(row)}>
              Delete<span className="sr-only"> {row.email}</span>
            </Button>
          )}
        </span>
      ),
    },
  ];
}
