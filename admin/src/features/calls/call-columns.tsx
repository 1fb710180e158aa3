import type { Column } from '@admin/components/data-table/data-table';
import { CallStatusBadge } from '@admin/components/calls/call-status';
import { AddressText } from '@admin/components/ui/address-text';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { clockIn, dateTimeIn } from '@admin/lib/zoned-time';
import type { CallRow } from './api/list-calls';

/** The list's columns; sortable ids are database columns. */
export function callColumns(zone: string, onOpen: (row: CallRow) => void): Column<CallRow>[] {
  return [
    {
      id: 'starts_at',
      header: 'When',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) => (
        <time dateTime={row.starts_at}>
          {dateTimeIn(zone, row.starts_at)}–{clockIn(zone, row.ends_at)}
        </time>
      ),
    },
    {
      id: 'name',
      header: 'Visitor',
      className: 'min-w-48',
      cell: (row) => (
        <span className="block">
          <button
            type="button"
            onClick={() => onOpen(row)}
            className="text-left font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {row.lead.name}
            <span className="sr-only"> – open call</span>
          </button>
          {row.lead.company && <span className="block text-xs text-ink-700">{row.lead.company}</span>}
        </span>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      cell: (row) => <AddressText value={row.lead.email} />,
    },
    { id: 'host', header: 'Host', cell: (row) => row.host.display_name },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (row) => <CallStatusBadge status={row.status} />,
    },
    {
      id: 'created_at',
      header: 'Booked',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (row) => (
        <time dateTime={row.created_at} title={dateTime(row.created_at)}>
          {timeAgo(row.created_at)}
        </time>
      ),
    },
  ];
}
