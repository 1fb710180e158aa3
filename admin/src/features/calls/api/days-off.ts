import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { writeOneRow } from '@admin/lib/inbox/inbox-mutations';
import { supabase } from '@admin/lib/supabase';
import type { DayRangeValues } from '../availability/date-range-schema';

export const BLACKOUTS_KEY = [...CALLS_KEY, 'blackouts'] as const;

/** Days nobody takes calls, earliest first. */
export const blackoutsQuery = () =>
  queryOptions({
    queryKey: BLACKOUTS_KEY,
    queryFn: async () => {
      const { data } = await supabase
        .from('call_blackouts')
        .select('id, starts_on, ends_on, name')
        .order('starts_on')
        .order('id')
        .throwOnError();
      return data;
    },
  });

export const useBlackouts = () => useQuery(blackoutsQuery());

const invalidateCalls = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: CALLS_KEY });

export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ hostId, values }: { hostId: string; values: DayRangeValues }) => {
      await supabase
        .from('call_host_time_off')
        .insert({
          host_id: hostId,
          starts_on: values.starts_on,
          ends_on: values.ends_on,
          note: values.text || null,
        })
        .select('id')
        .single()
        .throwOnError();
    },
    onSettled: () => invalidateCalls(queryClient),
  });
}

export function useAddBlackout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ starts_on, ends_on, text }: DayRangeValues) => {
      await supabase
        .from('call_blackouts')
        .insert({ starts_on, ends_on, name: text })
        .select('id')
        .single()
        .throwOnError();
    },
    onSettled: () => invalidateCalls(queryClient),
  });
}

/** Removes a host's days off or a blackout by id (admins only). */
export function useRemoveDaysOff(table: 'call_host_time_off' | 'call_blackouts') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => writeOneRow(supabase.from(table).delete(), id),
    onSettled: () => invalidateCalls(queryClient),
  });
}
