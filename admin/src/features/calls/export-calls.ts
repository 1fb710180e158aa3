import { budgetLabel, serviceLabel } from '@admin/components/inbox/lead-labels';
import { callStatusLabel } from '@admin/components/calls/call-status';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import { attributionColumns } from '@admin/lib/inbox/inbox-export';
import { dateTimeIn } from '@admin/lib/zoned-time';
import { type CallFilters, type CallRow, fetchAllCalls } from './api/list-calls';

const columnsFor = (zone: string): CsvColumn<CallRow>[] => [
  { header: 'Starts at (UTC)', value: (row) => row.starts_at },
  { header: 'Ends at (UTC)', value: (row) => row.ends_at },
  { header: `Starts (${zone})`, value: (row) => dateTimeIn(zone, row.starts_at) },
  { header: 'Visitor time zone', value: (row) => row.visitor_time_zone },
  { header: 'Starts (visitor)', value: (row) => dateTimeIn(row.visitor_time_zone, row.starts_at) },
  { header: 'Status', value: (row) => callStatusLabel(row.status) },
  { header: 'Host', value: (row) => row.host.display_name },
  { header: 'Host email', value: (row) => row.host.email },
  { header: 'Name', value: (row) => row.lead.name },
  { header: 'Email', value: (row) => row.lead.email },
  { header: 'Phone', value: (row) => row.lead.phone },
  { header: 'Company', value: (row) => row.lead.company },
  { header: 'Website', value: (row) => row.lead.website },
  { header: 'Services', value: (row) => row.lead.services.map(serviceLabel).join('; ') },
  { header: 'Budget', value: (row) => (row.lead.budget ? budgetLabel(row.lead.budget) : '') },
  { header: 'Goals', value: (row) => row.lead.goals },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Cancelled by', value: (row) => row.cancelled_by },
  { header: 'Cancel reason', value: (row) => row.cancel_reason },
  { header: 'Booked at', value: (row) => row.created_at },
  ...attributionColumns((row: CallRow) => row.lead.attribution),
];

/** Downloads every call matching the filters as CSV (times in UTC and in the agency's zone); resolves the row count. */
export async function exportCalls(filters: CallFilters, zone: string): Promise<number> {
  const rows = await fetchAllCalls(filters);
  downloadCsv(csvFileName('calls'), toCsv(rows, columnsFor(zone)));
  return rows.length;
}
