import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TableState } from '@admin/lib/table-state';
import type { SubscriberFilters } from '../subscriber-filters';

export type Subscriber = Pick<
  Tables<'newsletter_signups'>,
  'id' | 'email' | 'source' | 'is_active' | 'is_confirmed' | 'created_at'
>;

export const SUBSCRIBER_COLUMNS = 'id, email, source, is_active, is_confirmed, created_at';
/** Columns the list may sort by (the URL's `sort`). */
export const SORTABLE = ['created_at', 'email'] as const;
/** Every cached query of the area starts with this key, so one invalidation refreshes them all. */
export const NEWSLETTER_KEY = ['newsletter'] as const;
export const SUBSCRIBERS_KEY = [...NEWSLETTER_KEY, 'subscribers'] as const;

export interface SubscriberQuery {
  filters: SubscriberFilters;
  search: string;
}

/** The subscribers matching the search and filters (the list and the export both start here). */
export function matchingSubscribers({ filters, search }: SubscriberQuery, count?: 'exact') {
  let query = supabase.from('newsletter_signups').select(SUBSCRIBER_COLUMNS, count ? { count } : {});
  if (search.trim()) query = query.or(searchFilter(['email'], search));
  if (filters.source) query = query.eq('source', filters.source);
  if (filters.active) query = query.eq('is_active', filters.active === 'yes');
  if (filters.confirmed) query = query.eq('is_confirmed', filters.confirmed === 'yes');
  return query;
}

export const subscribersQuery = (query: SubscriberQuery, state: TableState) =>
  queryOptions({
    queryKey: [...SUBSCRIBERS_KEY, query, state.page, state.pageSize, state.sort],
    queryFn: async () => {
      const [from, to] = pageRange(state);
      const sort = state.sort ?? { column: 'created_at', ascending: false };
      const result = await matchingSubscribers(query, 'exact')
        .order(sort.column, { ascending: sort.ascending })
        .order('id')
        .range(from, to);
      return toTablePage<Subscriber>(result);
    },
    placeholderData: keepPreviousData,
  });

export const useSubscribers = (query: SubscriberQuery, state: TableState) =>
  useQuery(subscribersQuery(query, state));

/** Every source subscribers came from, for the filter. */
export const useSubscriberSources = () =>
  useQuery({
    queryKey: [...NEWSLETTER_KEY, 'sources'],
    queryFn: async (): Promise<string[]> => {
      const { data } = await supabase
        .from('newsletter_sources')
        .select('source')
        .order('source')
        .throwOnError();
      return data.flatMap((row) => (row.source ? [row.source] : []));
    },
  });
