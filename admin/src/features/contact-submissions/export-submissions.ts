import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import { fetchAllSubmissions, type SubmissionFilters, type SubmissionRow } from './api/list-submissions';
import { ATTRIBUTION_FIELDS, readAttribution } from '@admin/components/inbox/attribution';
import { KIND_LABELS, STATUS_LABELS } from './inbox-status';
import { budgetLabel, serviceLabel } from '@admin/components/inbox/lead-labels';

const COLUMNS: CsvColumn<SubmissionRow>[] = [
  { header: 'Received at', value: (row) => row.created_at },
  { header: 'Kind', value: (row) => KIND_LABELS[row.kind] },
  { header: 'Status', value: (row) => STATUS_LABELS[row.status] },
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
  ...ATTRIBUTION_FIELDS.map(({ key, label }) => ({
    header: label,
    value: (row: SubmissionRow) => readAttribution(row.attribution)[key],
  })),
];

/** Downloads every submission matching the filters as CSV; resolves how many rows it wrote. */
export async function exportSubmissions(filters: SubmissionFilters): Promise<number> {
  const rows = await fetchAllSubmissions(filters);
  downloadCsv(csvFileName('contact-submissions'), toCsv(rows, COLUMNS));
  return rows.length;
}
