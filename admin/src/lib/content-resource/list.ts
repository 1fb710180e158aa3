import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TablePage, type TableState } from '@admin/lib/table-state';
import { contentSearchQuery } from '@admin/components/content-resource/search/use-content-search';
import type { ListFilter } from './filters';
import { contentKeys } from './keys';
import type { ContentListRow } from './resource';
import { type ContentTable, selectFrom } from './table';

/** `id.in.(…)` for PostgREST's or=(…), or nothing for no ids. */
const idsFilter = (ids: readonly string[]): string[] => (ids.length > 0 ? [`id.in.(${ids.join(',')})`] : []);

export const DEFAULT_SORT = { column: 'updated_at', ascending: false } as const;

/** What a list query reads of a resource. */
export interface ListSource<Row = never> {
  table: ContentTable;
  list: {
    select: string;
    searchColumns: readonly string[];
    filters?: readonly ListFilter[] | undefined;
    expand?(rows: Row[]): Promise<Row[]>;
  };
}

/** One page of a resource's list: filtered, searched, sorted (then by id, so pages never overlap). */
export const contentListQuery = <Row extends ContentListRow>(
  source: ListSource<Row>,
  state: TableState,
  filters: Record<string, string>,
) =>
  queryOptions({
    queryKey: contentKeys(source.table).list(state, filters),
    queryFn: async ({ client }): Promise<TablePage<Row>> => {
      let query = selectFrom(source.table, source.list.select, { count: 'exact' });
      const hits = state.search.trim()
        ? await client.query(contentSearchQuery(source.table, state.search))
        : [];
      for (const filter of source.list.filters ?? []) {
        const value = filters[filter.param];
        if (value) query = filter.apply(query, value);
      }
      // Full-text hits (titles and bodies, any word form) and, so a partial word still finds its
      // row, the search columns containing the text as typed.
      if (state.search.trim())
        query = query.or(
          [
            searchFilter(source.list.searchColumns, state.search),
            ...idsFilter(hits.map((hit) => hit.id)),
          ].join(','),
        );
      const sort = state.sort ?? DEFAULT_SORT;
      const [from, to] = pageRange(state);
      const page = toTablePage(
        await query
          .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
          .order('id')
          .range(from, to),
      );
      const headlines = new Map(hits.map((hit) => [hit.id, hit.headline]));
      const rows = (page.rows as unknown as Row[]).map((row) => ({
        ...row,
        headline: headlines.get(row.id),
      }));
      return { rows: source.list.expand ? await source.list.expand(rows) : rows, total: page.total };
    },
    placeholderData: keepPreviousData,
  });

export const useContentList = <Row extends ContentListRow>(
  source: ListSource<Row>,
  state: TableState,
  filters: Record<string, string>,
) => useQuery(contentListQuery<Row>(source, state, filters));
