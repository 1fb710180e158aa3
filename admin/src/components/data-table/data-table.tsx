import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { describeError } from '@admin/lib/errors';
import { cn } from '@admin/lib/cn';
import { pageCount, type TablePage, type TableState, toggleSort } from '@admin/lib/table-state';
import { Button } from '../ui/button';
import { EmptyState, ErrorState, Skeleton } from '../ui/states';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';

export interface Column<Row> {
  /** The database column it sorts by, when sortable. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  className?: string;
}

/** The parts of a TanStack Query result the table reads. */
export interface TableQuery<Row> {
  data: TablePage<Row> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface DataTableProps<Row> {
  /** The table's caption, read by screen readers. */
  label: string;
  columns: readonly Column<Row>[];
  /** By default the row's id. */
  rowKey?: (row: Row) => string;
  query: TableQuery<Row>;
  state: TableState;
  onStateChange: (next: TableState) => void;
  /** Shows a search box with this label. */
  searchLabel?: string;
  emptyTitle: string;
  /** The heading of a failed load. */
  errorTitle?: string;
  /** Each row's test id. */
  rowTestId?: string;
  toolbar?: ReactNode;
  /** Adds a checkbox per row (and one for the page), for actions on the selected rows. */
  selection?: RowSelection<Row>;
}

export interface RowSelection<Row> {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** A row's name in its checkbox's label: "Select <name>". */
  name: (row: Row) => string;
}

const SORT_ICON = { none: ArrowUpDown, ascending: ArrowUp, descending: ArrowDown } as const;

/** A server-side table: the caller's query fetches one page (sorted, searched, counted exactly). */
export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>) {
  const { label, columns, query, state, onStateChange, searchLabel, toolbar, rowKey = byId } = props;
  return (
    <div className="overflow-hidden rounded-xl border border-ink-200 bg-white shadow-card">
      {(searchLabel ?? toolbar) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200 p-4">
          {searchLabel && (
            <SearchBox
              label={searchLabel}
              value={state.search}
              onSearch={(search) => onStateChange({ ...state, search, page: 1 })}
            />
          )}
          {toolbar}
        </div>
      )}
      {/* relative: the cells' visually hidden texts are absolutely placed; unanchored, they widened the page. */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm" aria-busy={query.isPending}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-ink-50 text-ink-700">
            <tr>
              {props.selection && (
                <th scope="col" className="w-10 px-4 py-3">
                  <PageCheckbox rows={query.data?.rows ?? []} rowKey={rowKey} selection={props.selection} />
                </th>
              )}
              {columns.map((column) => {
                const sorted = state.sort?.column === column.id;
                const direction = sorted ? (state.sort?.ascending ? 'ascending' : 'descending') : 'none';
                const Icon = SORT_ICON[direction];
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.sortable ? direction : undefined}
                    className={cn('px-4 py-3 font-medium', column.className)}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded hover:text-ink-950"
                        onClick={() =>
                          onStateChange({ ...state, sort: toggleSort(state.sort, column.id), page: 1 })
                        }
                      >
                        {column.header}
                        <Icon className="h-4 w-4" aria-hidden="true" />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            <TableBody {...props} rowKey={rowKey} />
          </tbody>
        </table>
      </div>
      {query.data && query.data.total > 0 && (
        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          total={query.data.total}
          onPage={(page) => onStateChange({ ...state, page })}
        />
      )}
    </div>
  );
}

function PageCheckbox<Row>({
  rows,
  rowKey,
  selection,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  selection: RowSelection<Row>;
}) {
  const ids = rows.map(rowKey);
  const all = ids.length > 0 && ids.every((id) => selection.selected.includes(id));
  return (
    <input
      type="checkbox"
      aria-label="Select every row on this page"
      className="h-4 w-4 accent-brand-700"
      checked={all}
      disabled={ids.length === 0}
      onChange={() =>
        selection.onChange(
          all
            ? selection.selected.filter((id) => !ids.includes(id))
            : [...new Set([...selection.selected, ...ids])],
        )
      }
    />
  );
}

const byId = (row: { id: string }) => row.id;

function TableBody<Row>({
  columns,
  rowKey,
  query,
  state,
  onStateChange,
  emptyTitle,
  errorTitle,
  rowTestId,
  selection,
}: DataTableProps<Row> & { rowKey: (row: Row) => string }) {
  const span = columns.length + (selection ? 1 : 0);
  const fullRow = (content: ReactNode) => (
    <tr>
      <td colSpan={span}>{content}</td>
    </tr>
  );
  if (query.isPending)
    return Array.from({ length: 5 }, (_, index) => (
      <tr key={index}>
        {selection && <td className="px-4 py-3" />}
        {columns.map((column) => (
          <td key={column.id} className="px-4 py-3">
            <Skeleton className="h-4 w-3/4" />
          </td>
        ))}
      </tr>
    ));
  if (query.isError || !query.data)
    return fullRow(
      <ErrorState
        {...(errorTitle ? { title: errorTitle } : {})}
        message={describeError(query.error)}
        onRetry={() => void query.refetch()}
      />,
    );
  if (query.data.rows.length === 0 && state.page > pageCount(query.data.total, state.pageSize))
    return fullRow(
      <EmptyState title="This page is past the end of the list.">
        <Button variant="secondary" size="sm" onClick={() => onStateChange({ ...state, page: 1 })}>
          Go to the first page
        </Button>
      </EmptyState>,
    );
  if (query.data.rows.length === 0)
    return fullRow(<EmptyState title={state.search ? `Nothing matches “${state.search}”.` : emptyTitle} />);
  return query.data.rows.map((row) => (
    <tr key={rowKey(row)} className="hover:bg-ink-50" data-testid={rowTestId}>
      {selection && (
        <td className="px-4 py-3">
          <input
            type="checkbox"
            aria-label={`Select ${selection.name(row)}`}
            className="h-4 w-4 accent-brand-700"
            checked={selection.selected.includes(rowKey(row))}
            onChange={(event) =>
              selection.onChange(
                event.target.checked
                  ? [...selection.selected, rowKey(row)]
                  : selection.selected.filter((id) => id !== rowKey(row)),
              )
            }
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} className={cn('px-4 py-3 text-ink-900', column.className)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  ));
}
