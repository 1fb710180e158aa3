import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import type { CallStatus } from '@admin/components/calls/call-status';
import type { TableDefaults } from '@admin/lib/table-state';
import { CALL_SORTABLE, type CallRow, type CallWhen, defaultSort, useCalls } from './api/list-calls';
import { callColumns } from './call-columns';

const defaultsFor = (when: CallWhen): TableDefaults => ({
  pageSize: 20,
  sort: defaultSort(when),
  sortable: CALL_SORTABLE,
});
const DEFAULTS: Record<CallWhen, TableDefaults> = {
  upcoming: defaultsFor('upcoming'),
  past: defaultsFor('past'),
  all: defaultsFor('all'),
};

interface CallListProps {
  zone: string;
  host: string | null;
  status: CallStatus | null;
  when: CallWhen;
  onOpen: (row: CallRow) => void;
}

/** Every call matching the filters, a page at a time (the page and order are in the address). */
export function CallList({ zone, host, status, when, onOpen }: CallListProps) {
  const [state, setState] = useTableState(DEFAULTS[when]);
  const list = useCalls({ host, status, when, sort: state.sort }, state);
  return (
    <DataTable
      label="Calls"
      columns={callColumns(zone, onOpen)}
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
