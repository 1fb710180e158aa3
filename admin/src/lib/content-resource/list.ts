import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TablePage, type TableState } from '@admin/lib/table-state';
import type { ListFilter } from './filters';
import { contentKeys } from './keys';
import type { ContentListRow } from './resource';
import { type ContentTable, selectFrom } from './table';

export const DEFAULT_SORT = { column: 'updated_at', ascending: false } as const;

/** What a list query reads of a resource. */
export interface ListSource {
  table: ContentTable;
  list: { select: string; searchColumns: readonly string[]; filters?: readonly ListFilter[] | undefined };
}

/** One page of a resource's list: filtered, searched, sorted (then by id, so pages never overlap). */
export const contentListQuery = <Row extends ContentListRow>(
  source: ListSource,
  state: TableState,
  filters: Record<string, string>,
) =>
  queryOptions({
    queryKey: contentKeys(source.table).list(state, filters),
    queryFn: async (): Promise<TablePage<Row>> => {
      let query = selectFrom(source.table, source.list.select, { count: 'exact' });
      for (const filter of source.list.filters ?? []) {
        const value = filters[filter.param];
        if (value) query = filter.apply(query, value);
      }
      if (state.search.trim()) query = query.or(searchFilter(source.list.searchColumns, state.search));
      const sort = state.sort ?? DEFAULT_SORT;
      const [from, to] = pageRange(state);
      const page = toTablePage(
        await query
          .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
          .order('id')
          .range(from, to),
      );
      return page as unknown as TablePage<Row>;
    },
    placeholderData: keepPreviousData,
  });

export const useContentList = <Row extends ContentListRow>(
  source: ListSource,
  state: TableState,
  filters: Record<string, string>,
) => useQuery(contentListQuery<Row>(source, state, filters));
