import { useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { tablePageQuery } from '@admin/lib/table-query';
import { searchFilter, type TableState } from '@admin/lib/table-state';
import type { InboxFilters, InboxRow, InboxSource } from './inbox-source';

type Page = Pick<TableState, 'page' | 'pageSize'>;

/** The filtered, ordered query (the table's page and the export read the same rows). */
function filteredRows<Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  source: InboxSource<Row, Filters>,
  filters: Filters,
  count?: 'exact',
) {
  let query = source.rows(filters, count);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.search.trim()) query = query.or(searchFilter(source.searched, filters.search));
  const order = filters.sort ?? source.defaultSort;
  return query.order(order.column, { ascending: order.ascending }).order('id', { ascending: true });
}

/** One page of the inbox's list. */
export const useInboxList = <Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  source: InboxSource<Row, Filters>,
  filters: Filters,
  page: Page,
) =>
  useQuery(
    tablePageQuery(
      [...source.key, 'list', filters],
      { ...page, search: filters.search, sort: filters.sort },
      source.defaultSort,
      (range) => filteredRows(source, filters, 'exact').range(...range),
    ),
  );

/** Every row matching the filters, for the CSV export. */
export const fetchAllInboxRows = <Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  source: InboxSource<Row, Filters>,
  filters: Filters,
): Promise<Row[]> => fetchAllRows((from, to) => filteredRows(source, filters).range(from, to));
