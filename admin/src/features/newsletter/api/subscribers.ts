import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { useOptimisticMutation } from '@admin/lib/content-resource/optimistic';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '@admin/lib/csv';
import { RefusedError, type RefusalMessages } from '@admin/lib/errors';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { useRefreshingMutation } from '@admin/lib/query-client';
import { supabase } from '@admin/lib/supabase';
import { tablePageQuery } from '@admin/lib/table-query';
import { searchFilter, type TablePage, type TableState } from '@admin/lib/table-state';
import type { SubscriberFilters } from '../subscriber-filters';

export type Subscriber = Pick<
  Tables<'newsletter_signups'>,
  'id' | 'email' | 'source' | 'is_active' | 'is_confirmed' | 'created_at'
>;

const SUBSCRIBER_COLUMNS = 'id, email, source, is_active, is_confirmed, created_at';
/** Columns the list may sort by (the URL's `sort`). */
export const SORTABLE = ['created_at', 'email'] as const;
/** Every cached query of the area starts with this key, so one invalidation refreshes them all. */
export const NEWSLETTER_KEY = ['newsletter'] as const;
const SUBSCRIBERS_KEY = [...NEWSLETTER_KEY, 'subscribers'] as const;

/** The sentences for refused changes to subscribers (duplicates, checks, permissions). */
export const SUBSCRIBER_ERRORS: RefusalMessages = {
  duplicate: 'This address is already subscribed.',
  invalid: 'The server refused a badly formed address or source. Check the file and try again.',
  forbidden: 'You do not have permission to do that.',
};

/** Row-level security filters rather than refuses: no row changed means the change was not allowed. */
const NOT_CHANGED = 'The subscriber was not changed: it no longer exists or you may not change it.';

interface SubscriberQuery {
  filters: SubscriberFilters;
  search: string;
}

/** The subscribers matching the search and filters (the list and the export both start here). */
function matchingSubscribers({ filters, search }: SubscriberQuery, count?: 'exact') {
  let query = supabase.from('newsletter_signups').select(SUBSCRIBER_COLUMNS, count ? { count } : {});
  if (search.trim()) query = query.or(searchFilter(['email'], search));
  if (filters.source) query = query.eq('source', filters.source);
  if (filters.active) query = query.eq('is_active', filters.active === 'yes');
  if (filters.confirmed) query = query.eq('is_confirmed', filters.confirmed === 'yes');
  return query;
}

export const useSubscribers = (query: SubscriberQuery, state: TableState) =>
  useQuery(
    tablePageQuery<Subscriber>(
      [...SUBSCRIBERS_KEY, query],
      state,
      { column: 'created_at', ascending: false },
      ([from, to], sort) =>
        matchingSubscribers(query, 'exact')
          .order(sort.column, { ascending: sort.ascending })
          .order('id')
          .range(from, to),
    ),
  );

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

export type SubscriberChange = Partial<Pick<Subscriber, 'is_active' | 'is_confirmed'>>;

/**
 * Deactivates, reactivates or confirms a subscriber. The list shows the change at once and puts
 * the row back as it was if the database refuses.
 */
export const useUpdateSubscriber = () =>
  useOptimisticMutation<{ id: string; change: SubscriberChange }, TablePage<Subscriber>>({
    key: SUBSCRIBERS_KEY,
    refresh: NEWSLETTER_KEY,
    change: (page, { id, change }) => ({
      ...page,
      rows: page.rows.map((row) => (row.id === id ? { ...row, ...change } : row)),
    }),
    save: async ({ id, change }) => {
      const { data } = await supabase
        .from('newsletter_signups')
        .update(change)
        .eq('id', id)
        .select('id')
        .throwOnError();
      if (data.length === 0) throw new RefusedError(NOT_CHANGED);
    },
  });

/** Deletes a subscriber for good (admins only: the database removes nothing for editors). */
export const useDeleteSubscriber = () =>
  useRefreshingMutation(NEWSLETTER_KEY, async (subscriber: Pick<Subscriber, 'id'>) => {
    const { data } = await supabase
      .from('newsletter_signups')
      .delete()
      .eq('id', subscriber.id)
      .select('id')
      .throwOnError();
    if (data.length === 0) throw new RefusedError(NOT_CHANGED);
  });

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The export's columns; `email`, `source` and `confirmed` are what the import reads back. */
const EXPORT_COLUMNS: CsvColumn<Subscriber>[] = [
  { header: 'email', value: (row) => row.email },
  { header: 'source', value: (row) => row.source },
  { header: 'active', value: (row) => yesNo(row.is_active) },
  { header: 'confirmed', value: (row) => yesNo(row.is_confirmed) },
  { header: 'subscribed_at', value: (row) => row.created_at },
];

/** Downloads every subscriber matching the search and filters (all pages), oldest first. */
export async function exportSubscribers(query: SubscriberQuery): Promise<number> {
  const rows = await fetchAllRows<Subscriber>((from, to) =>
    matchingSubscribers(query).order('created_at').order('id').range(from, to),
  );
  downloadCsv(csvFileName('newsletter-subscribers'), toCsv(rows, EXPORT_COLUMNS));
  return rows.length;
}
