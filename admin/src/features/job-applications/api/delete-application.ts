import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESUME_BUCKET } from '@lib/forms/resume';
import { supabase } from '@admin/lib/supabase';
import { APPLICATIONS_KEY, type ApplicationRow } from './list-applications';
import { NotPermittedError } from '@admin/components/inbox/optimistic-row';

/**
 * Deletes an application (admins only: row-level security refuses editors), then its résumé.
 * Resolves whether the file went too, so the caller can say when it stayed behind.
 */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: Pick<ApplicationRow, 'id' | 'resume_path'>) => {
      const { data } = await supabase
        .from('job_applications')
        .delete()
        .eq('id', row.id)
        .select('id')
        .throwOnError();
      if (data.length === 0) throw new NotPermittedError();
      const removed = await supabase.storage.from(RESUME_BUCKET).remove([row.resume_path]);
      return { resumeRemoved: !removed.error };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}
