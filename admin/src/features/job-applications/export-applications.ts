import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import { type ApplicationFilters, type ApplicationRow, fetchAllApplications } from './api/list-applications';
import { STATUS_LABELS } from './application-status';
import { ATTRIBUTION_FIELDS, readAttribution } from '@admin/components/inbox/attribution';

const COLUMNS: CsvColumn<ApplicationRow>[] = [
  { header: 'Applied at', value: (row) => row.created_at },
  { header: 'Name', value: (row) => row.full_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Job', value: (row) => row.job?.title ?? '' },
  { header: 'Status', value: (row) => STATUS_LABELS[row.status] },
  { header: 'LinkedIn', value: (row) => row.linkedin_url },
  { header: 'Portfolio', value: (row) => row.portfolio_url },
  { header: 'Cover letter', value: (row) => row.cover_letter },
  { header: 'Notes', value: (row) => row.notes },
  ...ATTRIBUTION_FIELDS.map(({ key, label }) => ({
    header: label,
    value: (row: ApplicationRow) => readAttribution(row.attribution)[key],
  })),
];

/** Downloads every application matching the filters as CSV; resolves how many rows it wrote. */
export async function exportApplications(filters: ApplicationFilters): Promise<number> {
  const rows = await fetchAllApplications(filters);
  downloadCsv(csvFileName('job-applications'), toCsv(rows, COLUMNS));
  return rows.length;
}
