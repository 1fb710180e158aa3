import type { QueryData } from '@supabase/supabase-js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablesUpdate } from '@lib/database.types';
import { CALLS_KEY } from '@admin/components/calls/api';
import type { CallStatus } from '@admin/components/calls/call-status';
import type { RefusalMessages } from '@admin/lib/errors';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { writeOneRow } from '@admin/lib/inbox/inbox-mutations';
import { useRefreshingMutation } from '@admin/lib/refreshing-mutation';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, type TableSort, type TableState } from '@admin/lib/table-state';

export const CALL_SORTABLE = ['starts_at', 'created_at', 'status'] as const;

/** A call with its host and its lead (the contact_submissions row the booking created). */
export const selectCalls = (count?: 'exact') =>
  supabase
    .from('discovery_calls')
    .select(
      'id, submission_id, host_id, starts_at, ends_at, status, visitor_time_zone, sequence, notes, cancelled_at, cancelled_by, cancel_reason, created_at, host:call_hosts(id, display_name, email, meeting_url), lead:contact_submissions(id, name, email, phone, company, website, services, budget, goals, attribution, created_at)',
      count ? { count } : {},
    );

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

/** What the agenda and the list show: the filters in the address. */
export type CallQuery = Omit<CallFilters, 'sort'>;

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

export const useCalls = (filters: CallFilters, page: Pick<TableState, 'page' | 'pageSize'>) =>
  useQuery({
    queryKey: [...CALLS_KEY, 'list', filters, page.page, page.pageSize],
    queryFn: async () =>
      toTablePage(await filteredCalls(filters, new Date().toISOString(), 'exact').range(...pageRange(page))),
    placeholderData: keepPreviousData,
  });

/** Every call matching the filters, for the CSV export. */
export const fetchAllCalls = (filters: CallFilters): Promise<CallRow[]> => {
  const now = new Date().toISOString();
  return fetchAllRows((from, to) => filteredCalls(filters, now).range(from, to));
};

/** The calls starting within [from, to) (ISO; a day or a week of the agenda), earliest first. */
export const useAgenda = (range: Pick<CallFilters, 'host' | 'status'> & { from: string; to: string }) =>
  useQuery({
    queryKey: [...CALLS_KEY, 'agenda', range.from, range.to, range.host, range.status],
    queryFn: async (): Promise<CallRow[]> => {
      let query = selectCalls().gte('starts_at', range.from).lt('starts_at', range.to);
      if (range.host) query = query.eq('host_id', range.host);
      if (range.status) query = query.eq('status', range.status);
      const { data } = await query.order('starts_at').order('id').throwOnError();
      return data;
    },
    placeholderData: keepPreviousData,
  });

/** The free start times within [from, to) (ISO instants), as visitors are offered them. */
export const useFreeSlots = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: [...CALLS_KEY, 'free-slots', from, to],
    queryFn: async (): Promise<string[]> => {
      const { data } = await supabase
        .rpc('free_call_slots', { range_start: from, range_end: to })
        .throwOnError();
      return data;
    },
    staleTime: 0,
    enabled,
  });

const selectHosts = () =>
  supabase
    .from('call_hosts')
    .select(
      'id, display_name, email, meeting_url, is_active, created_at, hours:call_host_hours(id, weekday, start_time, end_time), time_off:call_host_time_off(id, starts_on, ends_on, note)',
    )
    .order('display_name')
    .order('id');

/** A host with their weekly hours and days off. */
export type CallHost = QueryData<ReturnType<typeof selectHosts>>[number];

/** Every host (active or not), by name, with their hours and time off. */
export const useHosts = () =>
  useQuery({
    queryKey: [...CALLS_KEY, 'hosts'],
    queryFn: async (): Promise<CallHost[]> => (await selectHosts().throwOnError()).data,
  });

/** What staff may change on a call (the column grants allow no more). */
type CallPatch = Pick<TablesUpdate<'discovery_calls'>, 'status' | 'notes' | 'cancel_reason'>;

/**
 * Changes a call's status, notes, or cancels it (status 'cancelled' with a reason: the database
 * then emails the visitor and the host). The database refuses completed/no-show before the start.
 */
export const useUpdateCall = () =>
  useRefreshingMutation(CALLS_KEY, ({ id, patch }: { id: string; patch: CallPatch }) =>
    writeOneRow(supabase.from('discovery_calls').update(patch), id),
  );

/**
 * Moves a call (staff_reschedule_discovery_call) to `slot`, an instant from free_call_slots, with
 * `hostId` (who must be free then) or, when null, the least busy free host. Both are emailed.
 */
export const useRescheduleCall = () =>
  useRefreshingMutation(
    CALLS_KEY,
    async ({ id, slot, hostId }: { id: string; slot: string; hostId: string | null }) => {
      await supabase
        .rpc('staff_reschedule_discovery_call', { call_id: id, slot, ...(hostId ? { host_id: hostId } : {}) })
        .throwOnError();
    },
  );

const FORBIDDEN = 'You do not have permission to change this call.';

/** Marking how a call went: the database allows completed or no-show only once the call has started. */
export const STATUS_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid:
    'A call can be marked completed or no-show only once it has started, and a cancelled call stays cancelled.',
};

export const NOTES_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid: 'The notes are too long: keep them to 5,000 characters or fewer.',
};

export const CANCEL_ERRORS: RefusalMessages = {
  forbidden: FORBIDDEN,
  invalid: 'The call could not be cancelled: keep the reason to 500 characters or fewer.',
};

/** staff_reschedule_discovery_call: 23P01 (taken) carries its own sentence; 22023 a call that cannot move. */
export const RESCHEDULE_ERRORS: RefusalMessages = {
  forbidden: 'Only staff can reschedule calls.',
};
