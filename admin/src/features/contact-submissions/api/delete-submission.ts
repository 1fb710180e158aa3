import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { SUBMISSIONS_KEY } from './list-submissions';
import { NotPermittedError } from '@admin/components/inbox/optimistic-row';

/** Deletes a submission (admins only: row-level security refuses editors). */
export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await supabase
        .from('contact_submissions')
        .delete()
        .eq('id', id)
        .select('id')
        .throwOnError();
      if (data.length === 0) throw new NotPermittedError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY }),
  });
}
