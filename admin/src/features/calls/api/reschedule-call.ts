import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { supabase } from '@admin/lib/supabase';

interface RescheduleInput {
  id: string;
  /** The new start, an ISO instant from free_call_slots. */
  slot: string;
  /** A host who must be free then; null lets the database choose the least busy free host. */
  hostId: string | null;
}

/** Moves a call (staff_reschedule_discovery_call): the visitor and the host are emailed updated invites. */
export function useRescheduleCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, slot, hostId }: RescheduleInput) => {
      await supabase
        .rpc('staff_reschedule_discovery_call', {
          call_id: id,
          slot,
          ...(hostId ? { host_id: hostId } : {}),
        })
        .throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALLS_KEY }),
  });
}
