import type { CsvColumn } from '@admin/lib/csv';
import { budgetLabel, serviceLabel } from '@admin/components/inbox/lead-labels';
import { exportInbox } from '@admin/lib/inbox/inbox-export';
import { KIND_LABELS, SUBMISSION_STATUSES } from './inbox-status';
import { type SubmissionFilters, type SubmissionRow, SUBMISSIONS_INBOX } from './submissions-inbox';

const COLUMNS: CsvColumn<SubmissionRow>[] = [
  { header: 'Received at', value: (row) => row.created_at },
  { header: 'Kind', value: (row) => KIND_LABELS[row.kind] },
  { header: 'Status', value: (row) => SUBMISSION_STATUSES.labels[row.status] },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Company', value: (row) => row.company },
  { header: 'Website', value: (row) => row.website },
  { header: 'Subject', value: (row) => row.subject },
  { header: 'Message', value: (row) => row.message },
  { header: 'Services', value: (row) => row.services.map(serviceLabel).join('; ') },
  { header: 'Budget', value: (row) => (row.budget ? budgetLabel(row.budget) : '') },
  { header: 'Goals', value: (row) => row.goals },
  { header: 'Preferred date', value: (row) => row.preferred_date },
  { header: 'Preferred time', value: (row) => row.preferred_time },
  { header: 'Time zone', value: (row) => row.time_zone },
  { header: 'Notes', value: (row) => row.notes },
];

/** Downloads every submission matching the filters as CSV; resolves how many rows it wrote. */
export const exportSubmissions = (filters: SubmissionFilters): Promise<number> =>
  exportInbox(SUBMISSIONS_INBOX, filters, 'contact-submissions', COLUMNS);
