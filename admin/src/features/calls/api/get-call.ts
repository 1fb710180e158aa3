import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { supabase } from '@admin/lib/supabase';
import { isUuid } from '@admin/lib/uuid';
import { CALL_COLUMNS, type CallRow } from './list-calls';

export const callDetailKey = (id: string) => [...CALLS_KEY, 'detail', id] as const;

/** One call by id (null when there is none), shown at once from the list's copy when opened from it. */
export const callQuery = (id: string, fromList?: CallRow) =>
  queryOptions({
    queryKey: callDetailKey(id),
    queryFn: async (): Promise<CallRow | null> => {
      if (!isUuid(id)) return null;
      const { data } = await supabase
        .from('discovery_calls')
        .select(CALL_COLUMNS)
        .eq('id', id)
        .maybeSingle()
        .throwOnError();
      return data;
    },
    initialData: () => fromList,
    initialDataUpdatedAt: 0,
  });

export const useCall = (id: string, fromList?: CallRow) => useQuery(callQuery(id, fromList));
