import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { supabase } from '@admin/lib/supabase';

/** The free start times within [from, to) (ISO instants), as visitors are offered them. */
export const freeSlotsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...CALLS_KEY, 'free-slots', from, to],
    queryFn: async (): Promise<string[]> => {
      const { data } = await supabase
        .rpc('free_call_slots', { range_start: from, range_end: to })
        .throwOnError();
      return data;
    },
    staleTime: 0,
  });

export const useFreeSlots = (from: string, to: string, enabled: boolean) =>
  useQuery({ ...freeSlotsQuery(from, to), enabled });
