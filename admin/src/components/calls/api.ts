import type { QueryData } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
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

/** Today in the agency's time zone, and its calls (every status), earliest first. */
export function useTodaysCalls() {
  const settings = useCallSettings();
  const zone = settings.data?.time_zone;
  const day = zone ? dayIn(zone, new Date()) : null;
  const calls = useQuery({
    queryKey: [...CALLS_KEY, 'day', zone, day],
    queryFn: async () => {
      if (!zone || !day) return [];
      const { data } = await supabase
        .from('discovery_calls')
        .select(
          'id, starts_at, ends_at, status, host:call_hosts(display_name), lead:contact_submissions(name, company)',
        )
        .gte('starts_at', startOfDay(day, zone).toISOString())
        .lt('starts_at', startOfDay(addDays(day, 1), zone).toISOString())
        .order('starts_at')
        .order('id')
        .throwOnError();
      return data;
    },
    enabled: Boolean(zone && day),
    staleTime: 60_000,
  });
  return { settings, calls, zone, day };
}
