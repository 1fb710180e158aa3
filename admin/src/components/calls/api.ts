import type { QueryData } from '@supabase/supabase-js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallStatus } from '@admin/components/calls/call-status';
import { supabase } from '@admin/lib/supabase';
import { addDays, dayIn, startOfDay } from '@admin/lib/zoned-time';

/** Every query about calls starts with this key, so one invalidation refreshes the agenda, lists and cards. */
export const CALLS_KEY = ['calls'] as const;
const CALL_SETTINGS_KEY = [...CALLS_KEY, 'settings'] as const;

export const CALL_SETTINGS_COLUMNS =
  'time_zone, meeting_minutes, buffer_minutes, slot_interval_minutes, notice_hours, horizon_days, max_calls_per_host_per_day, updated_at';

const selectCallSettings = () => supabase.from('call_settings').select(CALL_SETTINGS_COLUMNS).single();

export type CallSettings = QueryData<ReturnType<typeof selectCallSettings>>;

/** The booking rules (one row): the agency's time zone, meeting length, buffer, notice, horizon. */
export const useCallSettings = () =>
  useQuery({
    queryKey: CALL_SETTINGS_KEY,
    queryFn: async (): Promise<CallSettings> => (await selectCallSettings().throwOnError()).data,
  });

/** A call with its host and its lead (the contact_submissions row the booking created). */
export const selectCalls = (count?: 'exact') =>
  supabase
    .from('discovery_calls')
    .select(
      'id, submission_id, host_id, starts_at, ends_at, status, visitor_time_zone, sequence, notes, cancelled_at, cancelled_by, cancel_reason, created_at, host:call_hosts(id, display_name, email, meeting_url), lead:contact_submissions(id, name, email, phone, company, website, services, budget, goals, attribution, created_at)',
      count ? { count } : {},
    );

export type CallRow = QueryData<ReturnType<typeof selectCalls>>[number];

/** The host and the status calls are narrowed to (null: any). */
export interface CallChoice {
  host: string | null;
  status: CallStatus | null;
}

/** The calls of the chosen host and status. */
export function chosenCalls({ host, status }: CallChoice, count?: 'exact') {
  let query = selectCalls(count);
  if (host) query = query.eq('host_id', host);
  if (status) query = query.eq('status', status);
  return query;
}

/** [from, to) as ISO instants: `days` whole days from `day` (YYYY-MM-DD) in `zone`. */
export const dayRange = (day: string, zone: string, days = 1) => ({
  from: startOfDay(day, zone).toISOString(),
  to: startOfDay(addDays(day, days), zone).toISOString(),
});

/** The calls starting within [from, to) (a day or a week of the agenda), earliest first; none while `range` is null. */
export const useCallsBetween = (range: (CallChoice & { from: string; to: string }) | null) =>
  useQuery({
    queryKey: [...CALLS_KEY, 'agenda', range],
    queryFn: async (): Promise<CallRow[]> => {
      if (!range) return [];
      const query = chosenCalls(range).gte('starts_at', range.from).lt('starts_at', range.to);
      return (await query.order('starts_at').order('id').throwOnError()).data;
    },
    enabled: range !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Today in the agency's time zone, and its calls (every status), earliest first. */
export function useTodaysCalls() {
  const settings = useCallSettings();
  const zone = settings.data?.time_zone;
  const day = zone ? dayIn(zone, new Date()) : null;
  const calls = useCallsBetween(zone && day ? { ...dayRange(day, zone), host: null, status: null } : null);
  return { settings, calls, zone, day };
}
