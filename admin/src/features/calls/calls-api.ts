import type { QueryData } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import type { TablesUpdate } from '@lib/database.types';
import { CALLS_KEY, type CallChoice, type CallRow, chosenCalls } from '@admin/components/calls/api';
import type { RefusalMessages } from '@admin/lib/errors';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { writeOneRow } from '@admin/lib/inbox/inbox-mutations';
import { useRefreshingMutation } from '@admin/lib/refreshing-mutation';
import { supabase } from '@admin/lib/supabase';
import { tablePageQuery } from '@admin/lib/table-query';
import type { TableSort, TableState } from '@admin/lib/table-state';

export const CALL_SORTABLE = ['starts_at', 'created_at', 'status'] as const;

/** Upcoming: not yet ended; past: ended; all: both. */
export const CALL_WHENS = ['upcoming', 'past', 'all'] as const;
export type CallWhen = (typeof CALL_WHENS)[number];

/** What the agenda and the list show: the filters in the address. */
export type CallQuery = CallChoice & { when: CallWhen };

export type CallFilters = CallQuery & { sort: TableSort | null };

/** The list's order when none is chosen: the next call first, or the latest past one first. */
export const defaultSort = (when: CallWhen): TableSort => ({
  column: 'starts_at',
  ascending: when === 'upcoming',
});

function filteredCalls({ when, sort, ...choice }: CallFilters, now: string, count?: 'exact') {
  let query = chosenCalls(choice, count);
  if (when === 'upcoming') query = query.gt('ends_at', now);
  if (when === 'past') query = query.lte('ends_at', now);
  const order = sort ?? defaultSort(when);
  return query.order(order.column, { ascending: order.ascending }).order('id');
}

/** One page of the list, in the table's order. */
export const useCalls = (filters: CallQuery, state: TableState) =>
  useQuery(
    tablePageQuery([...CALLS_KEY, 'list', filters], state, defaultSort(filters.when), (range, sort) =>
      filteredCalls({ ...filters, sort }, new Date().toISOString(), 'exact').range(...range),
    ),
  );

/** Every call matching the filters, for the CSV export. */
export const fetchAllCalls = (filters: CallFilters): Promise<CallRow[]> => {
  const now = new Date().toISOString();
  return fetchAllRows((from, to) => filteredCalls(filters, now).range(from, to));
};

/** The free start times within `range` (ISO instants), as visitors are offered them, but for `except`. */
export const useFreeSlots = (range: { from: string; to: string } | null, except: string) =>
  useQuery({
    queryKey: [...CALLS_KEY, 'free-slots', range],
    queryFn: async (): Promise<string[]> => {
      if (!range) return [];
      const { data } = await supabase
        .rpc('free_call_slots', { range_start: range.from, range_end: range.to })
        .throwOnError();
      return data;
    },
    select: (slots) => slots.filter((time) => new Date(time).getTime() !== new Date(except).getTime()),
    staleTime: 0,
    enabled: range !== null,
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
