import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@lib/database.types';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { NotPermittedError } from '@admin/components/inbox/optimistic-row';
import { supabase } from '@admin/lib/supabase';

/** What staff may change on a call (the column grants allow no more). */
export type CallPatch = Pick<TablesUpdate<'discovery_calls'>, 'status' | 'notes' | 'cancel_reason'>;

/**
 * Changes a call's status, notes, or cancels it (status 'cancelled' with a reason: the database
 * then emails the visitor and the host). The database refuses completed/no-show before the start.
 */
export function useUpdateCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: CallPatch }) => {
      const { data } = await supabase
        .from('discovery_calls')
        .update(patch)
        .eq('id', id)
        .select('id')
        .throwOnError();
      if (data.length === 0) throw new NotPermittedError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALLS_KEY }),
  });
}
