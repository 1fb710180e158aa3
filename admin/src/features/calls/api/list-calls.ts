import type { QueryData } from '@supabase/supabase-js';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import type { CallStatus } from '@admin/components/calls/call-status';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, type TableSort, type TableState } from '@admin/lib/table-state';

export const CALL_SORTABLE = ['starts_at', 'created_at', 'status'] as const;

/** A call with its host and its lead (the contact_submissions row the booking created). */
export const CALL_COLUMNS =
  'id, submission_id, host_id, starts_at, ends_at, status, visitor_time_zone, sequence, notes, cancelled_at, cancelled_by, cancel_reason, created_at, host:call_hosts(id, display_name, email, meeting_url), lead:contact_submissions(id, name, email, phone, company, website, services, budget, goals, attribution, created_at)';

export const selectCalls = (count?: 'exact') =>
  supabase.from('discovery_calls').select(CALL_COLUMNS, count ? { count } : {});

export type CallRow = QueryData<ReturnType<typeof selectCalls>>[number];

/** Upcoming: not yet ended; past: ended; all: both. */
export const CALL_WHENS = ['upcoming', 'past', 'all'] as const;
export type CallWhen = (typeof CALL_WHENS)[number];

export interface CallFilters {
  host: string | null;
  status: CallStatus | null;
  when: CallWhen;
  sort: TableSort | null;
}

/** The list's order when none is chosen: the next call first, or the latest past one first. */
export const defaultSort = (when: CallWhen): TableSort => ({
  column: 'starts_at',
  ascending: when === 'upcoming',
});

function filteredCalls({ host, status, when, sort }: CallFilters, now: string, count?: 'exact') {
  let query = selectCalls(count);
  if (host) query = query.eq('host_id', host);
  if (status) query = query.eq('status', status);
  if (when === 'upcoming') query = query.gt('ends_at', now);
  if (when === 'past') query = query.lte('ends_at', now);
  const order = sort ?? defaultSort(when);
  return query.order(order.column, { ascending: order.ascending }).order('id');
}

export const callsQuery = (filters: CallFilters, page: Pick<TableState, 'page' | 'pageSize'>) =>
  queryOptions({
    queryKey: [...CALLS_KEY, 'list', filters, page.page, page.pageSize],
    queryFn: async () =>
      toTablePage(await filteredCalls(filters, new Date().toISOString(), 'exact').range(...pageRange(page))),
    placeholderData: keepPreviousData,
  });

export const useCalls = (filters: CallFilters, page: Pick<TableState, 'page' | 'pageSize'>) =>
  useQuery(callsQuery(filters, page));

/** Every call matching the filters, for the CSV export. */
export const fetchAllCalls = (filters: CallFilters): Promise<CallRow[]> => {
  const now = new Date().toISOString();
  return fetchAllRows((from, to) => filteredCalls(filters, now).range(from, to));
};

export interface AgendaRange {
  /** The first instant shown (inclusive) and the end (exclusive), ISO. */
  from: string;
  to: string;
  host: string | null;
  status: CallStatus | null;
}

/** The calls starting within a range (a day or a week of the agenda), earliest first. */
export const agendaQuery = ({ from, to, host, status }: AgendaRange) =>
  queryOptions({
    queryKey: [...CALLS_KEY, 'agenda', from, to, host, status],
    queryFn: async (): Promise<CallRow[]> => {
      let query = selectCalls().gte('starts_at', from).lt('starts_at', to);
      if (host) query = query.eq('host_id', host);
      if (status) query = query.eq('status', status);
      const { data } = await query.order('starts_at').order('id').throwOnError();
      return data;
    },
    placeholderData: keepPreviousData,
  });

export const useAgenda = (range: AgendaRange) => useQuery(agendaQuery(range));
