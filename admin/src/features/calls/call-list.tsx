import { useMemo } from 'react';
import { callStatusLabel, CallStatusBadge } from '@admin/components/calls/call-status';
import { type Column, DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { receivedColumn } from '@admin/components/inbox/inbox-columns';
import { budgetLabel, serviceLabel } from '@admin/components/inbox/lead-labels';
import { AddressText } from '@admin/components/ui/address-text';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import { attributionColumns } from '@admin/lib/inbox/inbox-export';
import { clockIn, dateTimeIn } from '@admin/lib/zoned-time';
import type { CallRow } from '@admin/components/calls/api';
import {
  CALL_SORTABLE,
  type CallFilters,
  type CallQuery,
  defaultSort,
  fetchAllCalls,
  useCalls,
} from './calls-api';

const columnsFor = (zone: string, onOpen: (row: CallRow) => void): Column<CallRow>[] => [
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
    cell: (row) => <Visitor row={row} onOpen={onOpen} />,
  },
  { id: 'email', header: 'Email', cell: (row) => <AddressText value={row.lead.email} /> },
  { id: 'host', header: 'Host', cell: (row) => row.host.display_name },
  { id: 'status', header: 'Status', sortable: true, cell: (row) => <CallStatusBadge status={row.status} /> },
  receivedColumn('Booked'),
];

/** The visitor's name, a button that opens the call, and their company. */
function Visitor({ row, onOpen }: { row: CallRow; onOpen: (row: CallRow) => void }) {
  return (
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
  );
}

interface CallListProps {
  zone: string;
  filters: CallQuery;
  onOpen: (row: CallRow) => void;
}

/** Every call matching the filters, a page at a time (the page and order are in the address). */
export function CallList({ zone, filters, onOpen }: CallListProps) {
  const { host, status, when } = filters;
  const defaults = useMemo(
    () => ({ pageSize: 20, sort: defaultSort(when), sortable: CALL_SORTABLE }),
    [when],
  );
  const [state, setState] = useTableState(defaults);
  const list = useCalls(filters, state);
  return (
    <DataTable
      label="Calls"
      columns={columnsFor(zone, onOpen)}
      rowKey={(row) => row.id}
      query={list}
      state={state}
      onStateChange={setState}
      emptyTitle={
        host || status
          ? 'No calls match these filters.'
          : when === 'past'
            ? 'No past calls.'
            : 'No upcoming calls.'
      }
    />
  );
}

const csvColumnsFor = (zone: string): CsvColumn<CallRow>[] => [
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
  downloadCsv(csvFileName('calls'), toCsv(rows, csvColumnsFor(zone)));
  return rows.length;
}
