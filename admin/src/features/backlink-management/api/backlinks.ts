import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { RefusedError, type RefusalMessages } from '@admin/lib/errors';
import { useRefreshingMutation } from '@admin/lib/query-client';
import { supabase } from '@admin/lib/supabase';
import { tablePageQuery } from '@admin/lib/table-query';
import { searchFilter, type TableState } from '@admin/lib/table-state';
import type { BacklinkValues } from '../backlink-schema';
import type { BacklinkStatus } from '../backlink-status';

/** The sentences for refused changes to backlinks (duplicate pair, checks, permissions). */
export const BACKLINK_ERRORS: RefusalMessages = {
  duplicate: 'This page is already tracked as linking to that target. Edit that backlink instead.',
  invalid:
    'The server refused an address or text that is too long or badly formed. Check the fields and try again.',
  forbidden: 'You do not have permission to change backlinks.',
};

export type Backlink = Omit<Tables<'backlinks'>, 'updated_at'>;

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

export const useBacklinks = (query: BacklinkQuery, state: TableState) =>
  useQuery(
    tablePageQuery<Backlink>(
      [...BACKLINKS_KEY, 'list', query],
      state,
      { column: 'created_at', ascending: false },
      ([from, to], sort) =>
        matchingBacklinks(query, COLUMNS)
          .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
          .order('id')
          .range(from, to),
    ),
  );

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

interface BacklinkSave {
  id: string | null;
  values: BacklinkValues;
  addressChanged: boolean;
}

/** A changed address has not been checked yet. */
const UNCHECKED = {
  status: 'pending',
  last_http_status: null,
  last_checked_at: null,
  anchor_text: null,
  rel: null,
} as const;

/** Adds a backlink (id null) or changes one; a changed address makes it "not checked" again. */
export const useSaveBacklink = () =>
  useRefreshingMutation(BACKLINKS_KEY, async ({ id, values, addressChanged }: BacklinkSave) => {
    if (id === null) await supabase.from('backlinks').insert(values).throwOnError();
    else
      await supabase
        .from('backlinks')
        .update(addressChanged ? { ...values, ...UNCHECKED } : values)
        .eq('id', id)
        .throwOnError();
  });

export const useDeleteBacklink = () =>
  useRefreshingMutation(BACKLINKS_KEY, async (backlink: Pick<Backlink, 'id'>) => {
    const { data } = await supabase
      .from('backlinks')
      .delete()
      .eq('id', backlink.id)
      .select('id')
      .throwOnError();
    if (data.length === 0) throw new RefusedError('The backlink was not deleted.');
  });
