import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { CASE_STUDIES_KEY } from './keys';

class NotDeletedError extends Error {
  readonly code = '42501';
}

/** Deletes a case study; fails (42501) when row-level security hides or protects it. */
export function useDeleteCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await supabase.from('case_studies').delete().eq('id', id).select('id').throwOnError();
      if (data.length === 0) throw new NotDeletedError('This case study could not be deleted.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASE_STUDIES_KEY }),
  });
}
