import { type ReactNode, useMemo, useState } from 'react';
import { type Column, DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { PageHeader } from '@admin/components/ui/page-header';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { useInboxList } from '@admin/lib/inbox/inbox-list';
import type { InboxFilters, InboxRow, InboxSource } from '@admin/lib/inbox/inbox-source';
import { useRowById } from '@admin/lib/inbox/row-by-id';
import type { TableState } from '@admin/lib/table-state';
import { ExportButton } from './export-button';
import type { OpenedRowProps } from './inbox-dialog';
import { StatusFilter } from './status-filter';
import { type MarkOnOpen, useMarkRead } from './use-inbox-changes';
import { useOpenedRow } from './use-opened-row';

/** What an inbox's route reads from the address and changes there: `?status=` and `?open=`. */
export interface InboxAddress<Status extends string> {
  status: Status | null;
  onStatusChange: (status: Status | null) => void;
  /** `?open=<id>`: the row whose dialog is open (an address staff can share). */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

interface InboxPageProps<
  Row extends InboxRow,
  Filters extends InboxFilters<Row['status']>,
> extends InboxAddress<Row['status']> {
  inbox: InboxSource<Row, Filters>;
  title: string;
  description: ReactNode;
  searchLabel: string;
  emptyTitle: string;
  /** The inbox's own filter selects, before the status filter (both kept in the URL by the route). */
  ownFilters: ReactNode;
  /** The filters the list and the export read, from the table's search and order. */
  filters: (table: Pick<TableState, 'search' | 'sort'>) => Filters;
  columns: (onOpen: (row: Row) => void) => Column<Row>[];
  /** Downloads the rows matching the filters; resolves how many. */
  exportRows: (filters: Filters) => Promise<number>;
  /** The toast when `?open=` names a row that does not exist. */
  missing: string;
  markOnOpen?: MarkOnOpen<Row['status']>;
  dialog: (props: OpenedRowProps<Row>) => ReactNode;
}

/** An inbox: its header with the CSV export, the searchable, sortable list, and the opened row's dialog. */
export function InboxPage<Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  props: InboxPageProps<Row, Filters>,
) {
  const { inbox, openId, onOpenChange } = props;
  const staff = useCurrentStaff();
  const defaults = useMemo(
    () => ({ pageSize: 20, sort: inbox.defaultSort, sortable: inbox.sortable }),
    [inbox],
  );
  const [state, setState] = useTableState(defaults);
  const [clicked, setClicked] = useState<Row | null>(null);
  const filters = props.filters(state);
  const list = useInboxList(inbox, filters, state);
  const onOpen = (row: Row) => {
    setClicked(row);
    onOpenChange(row.id);
  };
  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={<ExportButton run={() => props.exportRows(filters)} />}
      />
      <DataTable
        label={props.title}
        columns={props.columns(onOpen)}
        rowKey={(row) => row.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel={props.searchLabel}
        emptyTitle={props.emptyTitle}
        toolbar={
          <div className="flex flex-wrap items-center gap-3">
            {props.ownFilters}
            <StatusFilter statuses={inbox.statuses} value={props.status} onChange={props.onStatusChange} />
          </div>
        }
      />
      {openId && (
        <OpenInboxRow
          key={openId}
          {...props}
          openId={openId}
          fromList={clicked?.id === openId ? clicked : undefined}
          canDelete={staff.role === 'admin'}
        />
      )}
    </>
  );
}

interface OpenInboxRowProps<
  Row extends InboxRow,
  Filters extends InboxFilters<Row['status']>,
> extends InboxPageProps<Row, Filters> {
  /** `?open=<id>`: any row, on the list's page or not. */
  openId: string;
  /** The list's copy when it was opened from the list, shown until the server's arrives. */
  fromList: Row | undefined;
  canDelete: boolean;
}

/** The row the address names, read by id and shown in its dialog; one that does not exist is reported. */
function OpenInboxRow<Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  props: OpenInboxRowProps<Row, Filters>,
) {
  const { inbox, openId, fromList, onOpenChange } = props;
  const onClose = () => onOpenChange(null);
  const opened = useOpenedRow(useRowById(inbox.key, inbox.select, openId, fromList), props.missing, onClose);
  useMarkRead(inbox, opened.status === 'shown' && !opened.gone ? opened.row : null, props.markOnOpen);
  if (opened.status === 'loading') return null;
  return props.dialog({ row: opened.row, gone: opened.gone, canDelete: props.canDelete, onClose });
}
