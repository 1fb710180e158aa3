import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, type TableState } from '@admin/lib/table-state';
import { isActive } from '../build-status';
import { PUBLISH_KEY } from './publish-status';

export type BuildRow = Pick<
  Tables<'site_builds'>,
  | 'id'
  | 'status'
  | 'trigger'
  | 'requested_by'
  | 'requested_at'
  | 'started_at'
  | 'finished_at'
  | 'duration_ms'
  | 'error'
>;

const COLUMNS =
  'id, status, trigger, requested_by, requested_at, started_at, finished_at, duration_ms, error';
export const SORTABLE = ['requested_at', 'duration_ms'] as const;

/** One page of the build history, newest first by default; refreshed while a build on it is unfinished. */
export const buildsQuery = (state: TableState) =>
  queryOptions({
    queryKey: [...PUBLISH_KEY, 'builds', state.page, state.pageSize, state.sort],
    queryFn: async () => {
      const [from, to] = pageRange(state);
      const sort = state.sort ?? { column: 'requested_at', ascending: false };
      const result = await supabase
        .from('site_builds')
        .select(COLUMNS, { count: 'exact' })
        .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
        .order('id')
        .range(from, to);
      return toTablePage<BuildRow>(result);
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((row) => isActive(row.status)) ? 2000 : false),
  });

export const useBuilds = (state: TableState) => useQuery(buildsQuery(state));
