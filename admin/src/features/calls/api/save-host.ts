import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { supabase } from '@admin/lib/supabase';
import type { HostValues } from '../availability/host-schema';

/** Adds a host (id null) or changes one (admins only: row-level security refuses editors). */
export function useSaveHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: HostValues }) => {
      if (id === null) {
        await supabase.from('call_hosts').insert(values).select('id').single().throwOnError();
        return;
      }
      await supabase.from('call_hosts').update(values).eq('id', id).select('id').single().throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALLS_KEY }),
  });
}
