import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@lib/database.types';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { writeOneRow } from '@admin/lib/inbox/inbox-mutations';
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
    mutationFn: ({ id, patch }: { id: string; patch: CallPatch }) =>
      writeOneRow(supabase.from('discovery_calls').update(patch), id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALLS_KEY }),
  });
}
