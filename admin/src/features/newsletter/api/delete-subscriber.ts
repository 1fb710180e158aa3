import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { NEWSLETTER_KEY } from './subscribers';
import { NotChangedError } from './update-subscriber';

/** Deletes a subscriber for good (admins only: the database removes nothing for editors). */
export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await supabase
        .from('newsletter_signups')
        .delete()
        .eq('id', id)
        .select('id')
        .throwOnError();
      if (data.length === 0) throw new NotChangedError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEWSLETTER_KEY }),
  });
}
