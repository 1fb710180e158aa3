import type { CsvColumn } from '@admin/lib/csv';
import { exportInbox } from '@admin/lib/inbox/inbox-export';
import { APPLICATION_STATUSES } from './application-status';
import { type ApplicationFilters, type ApplicationRow, APPLICATIONS_INBOX } from './applications-inbox';

const COLUMNS: CsvColumn<ApplicationRow>[] = [
  { header: 'Applied at', value: (row) => row.created_at },
  { header: 'Name', value: (row) => row.full_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Job', value: (row) => row.job?.title ?? '' },
  { header: 'Status', value: (row) => APPLICATION_STATUSES.labels[row.status] },
  { header: 'LinkedIn', value: (row) => row.linkedin_url },
  { header: 'Portfolio', value: (row) => row.portfolio_url },
  { header: 'Cover letter', value: (row) => row.cover_letter },
  { header: 'Notes', value: (row) => row.notes },
];

/** Downloads every application matching the filters as CSV; resolves how many rows it wrote. */
export const exportApplications = (filters: ApplicationFilters): Promise<number> =>
  exportInbox(APPLICATIONS_INBOX, filters, 'job-applications', COLUMNS);
