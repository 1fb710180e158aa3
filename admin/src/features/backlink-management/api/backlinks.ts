import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TableState } from '@admin/lib/table-state';
import type { BacklinkStatus } from '../backlink-status';

export type Backlink = Pick<
  Tables<'backlinks'>,
  | 'id'
  | 'source_url'
  | 'target_url'
  | 'expected_anchor'
  | 'anchor_text'
  | 'rel'
  | 'status'
  | 'last_http_status'
  | 'last_checked_at'
  | 'notes'
  | 'created_at'
>;

const COLUMNS =
  'id, source_url, target_url, expected_anchor, anchor_text, rel, status, last_http_status, last_checked_at, notes, created_at';
export const SORTABLE = ['created_at', 'last_checked_at', 'source_url'] as const;
/** Every cached query of the area starts with this key, so one invalidation refreshes them all. */
export const BACKLINKS_KEY = ['backlink-management'] as const;

export interface BacklinkQuery {
  status: BacklinkStatus | null;
  search: string;
}

/** The backlinks matching the search (source or target) and status filter. */
export function matchingBacklinks<Columns extends string>(
  { status, search }: BacklinkQuery,
  columns: Columns,
) {
  let query = supabase.from('backlinks').select(columns, { count: 'exact' });
  if (search.trim()) query = query.or(searchFilter(['source_url', 'target_url'], search));
  if (status) query = query.eq('status', status);
  return query;
}

export const backlinksQuery = (query: BacklinkQuery, state: TableState) =>
  queryOptions({
    queryKey: [...BACKLINKS_KEY, 'list', query, state.page, state.pageSize, state.sort],
    queryFn: async () => {
      const [from, to] = pageRange(state);
      const sort = state.sort ?? { column: 'created_at', ascending: false };
      const result = await matchingBacklinks(query, COLUMNS)
        .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
        .order('id')
        .range(from, to);
      return toTablePage<Backlink>(result);
    },
    placeholderData: keepPreviousData,
  });

export const useBacklinks = (query: BacklinkQuery, state: TableState) =>
  useQuery(backlinksQuery(query, state));

/** How many links the last check found missing from their page. */
export const useLostCount = () =>
  useQuery({
    queryKey: [...BACKLINKS_KEY, 'lost-count'],
    queryFn: async (): Promise<number> => {
      const { count } = await supabase
        .from('backlinks')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'lost')
        .throwOnError();
      return count ?? 0;
    },
  });
