import type { Column } from '@admin/components/data-table/data-table';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import { cn } from '@admin/lib/cn';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { SubmissionRow } from './api/list-submissions';
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from './inbox-status';

const summaryOf = (row: SubmissionRow): string =>
  row.subject ??
  (row.kind === 'discovery_call' && row.preferred_date
    ? `Call requested for ${row.preferred_date} ${row.preferred_time ?? ''}`.trim()
    : (row.message?.slice(0, 80) ?? ''));

/** The inbox table; a submission nobody has opened is bold with a "New" badge. */
export function submissionColumns(onOpen: (row: SubmissionRow) => void): Column<SubmissionRow>[] {
  return [
    {
      id: 'name',
      header: 'From',
      sortable: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => onOpen(row)}
            className={cn(
              'text-left text-brand-800 underline-offset-2 hover:underline',
              row.status === 'new' ? 'font-bold' : 'font-medium',
            )}
          >
            {row.name}
            <span className="sr-only"> – open</span>
          </button>
          {row.status === 'new' && <Badge tone="brand">New</Badge>}
        </span>
      ),
    },
    { id: 'email', header: 'Email', cell: (row) => <AddressText value={row.email} /> },
    { id: 'kind', header: 'Kind', cell: (row) => KIND_LABELS[row.kind] },
    {
      id: 'subject',
      header: 'Subject',
      cell: (row) => <span className={cn(row.status === 'new' && 'font-semibold')}>{summaryOf(row)}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{STATUS_LABELS[row.status]}</Badge>,
    },
    {
      id: 'created_at',
      header: 'Received',
      sortable: true,
      cell: (row) => (
        <time dateTime={row.created_at} title={dateTime(row.created_at)}>
          {timeAgo(row.created_at)}
        </time>
      ),
    },
  ];
}
