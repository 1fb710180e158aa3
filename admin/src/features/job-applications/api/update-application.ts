import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@lib/database.types';
import { NotPermittedError, patchCachedRow } from '@admin/components/inbox/optimistic-row';
import { supabase } from '@admin/lib/supabase';
import { applicationDetailKey } from './get-application';
import { APPLICATIONS_KEY, type ApplicationRow } from './list-applications';

export type ApplicationPatch = Pick<TablesUpdate<'job_applications'>, 'status' | 'notes'>;

interface UpdateInput {
  id: string;
  patch: ApplicationPatch;
}

/** Changes an application's status or notes: optimistic, rolled back if the server refuses. */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: UpdateInput) => {
      const { data } = await supabase
        .from('job_applications')
        .update(patch)
        .eq('id', id)
        .select('id')
        .throwOnError();
      if (data.length === 0) throw new NotPermittedError();
    },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: APPLICATIONS_KEY });
      const { id, patch } = input;
      const listKey = [...APPLICATIONS_KEY, 'list'];
      return {
        undo: patchCachedRow<ApplicationRow>(queryClient, {
          listKey,
          detailKey: applicationDetailKey(id),
          id,
          patch,
        }),
      };
    },
    onError: (_error, _input, context) => context?.undo(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}
