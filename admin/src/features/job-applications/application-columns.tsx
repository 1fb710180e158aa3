import type { Column } from '@admin/components/data-table/data-table';
import { emailColumn, openColumn, receivedColumn, statusColumn } from '@admin/components/inbox/inbox-columns';
import { APPLICATION_STATUSES } from './application-status';
import type { ApplicationRow } from './applications-inbox';

/** The applications table; sortable ids are job_applications columns. */
export const applicationColumns = (onOpen: (row: ApplicationRow) => void): Column<ApplicationRow>[] => [
  openColumn({
    id: 'full_name',
    header: 'Applicant',
    name: (row) => row.full_name,
    action: 'open application',
    onOpen,
  }),
  emailColumn(),
  {
    id: 'job',
    header: 'Job',
    cell: (row) => row.job?.title ?? <span className="text-ink-700">Job removed</span>,
  },
  statusColumn(APPLICATION_STATUSES),
  receivedColumn('Applied'),
];
