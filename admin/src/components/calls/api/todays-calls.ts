import type { QueryData } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { addDays, dayIn, startOfDay } from '@admin/lib/zoned-time';
import { CALLS_KEY, useCallSettings } from './call-settings';

const selectCalls = () =>
  supabase
    .from('discovery_calls')
    .select(
      'id, starts_at, ends_at, status, host:call_hosts(display_name), lead:contact_submissions(name, company)',
    );

export type TodaysCall = QueryData<ReturnType<typeof selectCalls>>[number];

/** The calls of `day` in `zone` (every status), earliest first. */
async function callsOn(day: string, zone: string): Promise<TodaysCall[]> {
  const { data } = await selectCalls()
    .gte('starts_at', startOfDay(day, zone).toISOString())
    .lt('starts_at', startOfDay(addDays(day, 1), zone).toISOString())
    .order('starts_at')
    .order('id')
    .throwOnError();
  return data;
}

/** Today in the agency's time zone, and its calls. */
export function useTodaysCalls() {
  const settings = useCallSettings();
  const zone = settings.data?.time_zone;
  const day = zone ? dayIn(zone, new Date()) : null;
  const calls = useQuery({
    queryKey: [...CALLS_KEY, 'day', zone, day],
    queryFn: () => (zone && day ? callsOn(day, zone) : Promise.resolve([])),
    enabled: Boolean(zone && day),
    staleTime: 60_000,
  });
  return { settings, calls, zone, day };
}
