import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { DELIVERIES_KEY } from './deliveries';

/** "Retry now": a failed or dead message is queued again, due now (retry_outbox_message). */
export const useRetryDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) => {
      await supabase.rpc('retry_outbox_message', { message_id: messageId }).throwOnError();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
};
