import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';

/** Every query about calls starts with this key, so one invalidation refreshes the agenda, lists and cards. */
export const CALLS_KEY = ['calls'] as const;
export const CALL_SETTINGS_KEY = [...CALLS_KEY, 'settings'] as const;

export const CALL_SETTINGS_COLUMNS =
  'time_zone, meeting_minutes, buffer_minutes, slot_interval_minutes, notice_hours, horizon_days, max_calls_per_host_per_day, updated_at';

export type CallSettings = Pick<
  Tables<'call_settings'>,
  | 'time_zone'
  | 'meeting_minutes'
  | 'buffer_minutes'
  | 'slot_interval_minutes'
  | 'notice_hours'
  | 'horizon_days'
  | 'max_calls_per_host_per_day'
  | 'updated_at'
>;

/** The booking rules (one row): the agency's time zone, meeting length, buffer, notice, horizon. */
export const callSettingsQuery = () =>
  queryOptions({
    queryKey: CALL_SETTINGS_KEY,
    queryFn: async (): Promise<CallSettings> => {
      const { data } = await supabase
        .from('call_settings')
        .select(CALL_SETTINGS_COLUMNS)
        .single()
        .throwOnError();
      return data;
    },
  });

export const useCallSettings = () => useQuery(callSettingsQuery());
