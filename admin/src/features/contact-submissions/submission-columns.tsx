import type { Column } from '@admin/components/data-table/data-table';
import { emailColumn, openColumn, receivedColumn, statusColumn } from '@admin/components/inbox/inbox-columns';
import { cn } from '@admin/lib/cn';
import { KIND_LABELS, SUBMISSION_STATUSES } from './inbox-status';
import type { SubmissionRow } from './submissions-inbox';

const summaryOf = (row: SubmissionRow): string =>
  row.subject ??
  (row.kind === 'discovery_call' && row.preferred_date
    ? `Call requested for ${row.preferred_date} ${row.preferred_time ?? ''}`.trim()
    : (row.message?.slice(0, 80) ?? ''));

/** The inbox table; a submission nobody has opened is bold with a "New" badge. */
export const submissionColumns = (onOpen: (row: SubmissionRow) => void): Column<SubmissionRow>[] => [
  openColumn({
    id: 'name',
    header: 'From',
    name: (row) => row.name,
    action: 'open',
    onOpen,
    isNew: (row) => row.status === 'new',
  }),
  emailColumn(),
  { id: 'kind', header: 'Kind', cell: (row) => KIND_LABELS[row.kind] },
  {
    id: 'subject',
    header: 'Subject',
    cell: (row) => <span className={cn(row.status === 'new' && 'font-semibold')}>{summaryOf(row)}</span>,
  },
  statusColumn(SUBMISSION_STATUSES),
  receivedColumn('Received'),
];
