import type { QueryData } from '@supabase/supabase-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { supabase } from '@admin/lib/supabase';

export const HOSTS_KEY = [...CALLS_KEY, 'hosts'] as const;

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
export const hostsQuery = () =>
  queryOptions({
    queryKey: HOSTS_KEY,
    queryFn: async (): Promise<CallHost[]> => {
      const { data } = await selectHosts().throwOnError();
      return data;
    },
  });

export const useHosts = () => useQuery(hostsQuery());
