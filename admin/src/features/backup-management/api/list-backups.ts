import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, type TableState } from '@admin/lib/table-state';

export type Backup = Pick<
  Tables<'backups'>,
  'id' | 'kind' | 'file_path' | 'size_bytes' | 'row_counts' | 'note' | 'created_by' | 'created_at'
>;

const COLUMNS = 'id, kind, file_path, size_bytes, row_counts, note, created_by, created_at';
export const SORTABLE = ['created_at', 'size_bytes'] as const;
/** Every cached query of the area starts with this key, so one invalidation refreshes them all. */
export const BACKUPS_KEY = ['backup-management'] as const;

export const backupsQuery = (state: TableState) =>
  queryOptions({
    queryKey: [...BACKUPS_KEY, 'list', state.page, state.pageSize, state.sort],
    queryFn: async () => {
      const [from, to] = pageRange(state);
      const sort = state.sort ?? { column: 'created_at', ascending: false };
      const result = await supabase
        .from('backups')
        .select(COLUMNS, { count: 'exact' })
        .order(sort.column, { ascending: sort.ascending })
        .order('id')
        .range(from, to);
      return toTablePage<Backup>(result);
    },
    placeholderData: keepPreviousData,
  });

export const useBackups = (state: TableState) => useQuery(backupsQuery(state));
