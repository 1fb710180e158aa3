import type { Column } from '@admin/components/data-table/data-table';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { ApplicationRow } from './api/list-applications';
import { STATUS_LABELS, STATUS_TONES } from './application-status';

/** The applications table; sortable ids are job_applications columns. */
export function applicationColumns(onOpen: (row: ApplicationRow) => void): Column<ApplicationRow>[] {
  return [
    {
      id: 'full_name',
      header: 'Applicant',
      sortable: true,
      cell: (row) => (
        <button
          type="button"
          onClick={() => onOpen(row)}
          className="text-left font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {row.full_name}
          <span className="sr-only"> – open application</span>
        </button>
      ),
    },
    { id: 'email', header: 'Email', cell: (row) => <AddressText value={row.email} /> },
    {
      id: 'job',
      header: 'Job',
      cell: (row) => row.job?.title ?? <span className="text-ink-700">Job removed</span>,
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{STATUS_LABELS[row.status]}</Badge>,
    },
    {
      id: 'created_at',
      header: 'Applied',
      sortable: true,
      cell: (row) => (
        <time dateTime={row.created_at} title={dateTime(row.created_at)}>
          {timeAgo(row.created_at)}
        </time>
      ),
    },
  ];
}
