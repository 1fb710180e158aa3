import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@lib/database.types';
import { NotPermittedError, patchCachedRow } from '@admin/components/inbox/optimistic-row';
import { supabase } from '@admin/lib/supabase';
import { submissionDetailKey } from './get-submission';
import { SUBMISSIONS_KEY, type SubmissionRow } from './list-submissions';

export type SubmissionPatch = Pick<TablesUpdate<'contact_submissions'>, 'status' | 'notes'>;

interface UpdateInput {
  id: string;
  patch: SubmissionPatch;
}

/** Changes a submission's status or notes: optimistic, rolled back if the server refuses. */
export function useUpdateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: UpdateInput) => {
      const { data } = await supabase
        .from('contact_submissions')
        .update(patch)
        .eq('id', id)
        .select('id')
        .throwOnError();
      if (data.length === 0) throw new NotPermittedError();
    },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: SUBMISSIONS_KEY });
      const { id, patch } = input;
      const listKey = [...SUBMISSIONS_KEY, 'list'];
      return {
        undo: patchCachedRow<SubmissionRow>(queryClient, {
          listKey,
          detailKey: submissionDetailKey(id),
          id,
          patch,
        }),
      };
    },
    onError: (_error, _input, context) => context?.undo(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY }),
  });
}
