import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import type { TablePage } from '@admin/lib/table-state';
import { submissionDetailKey } from './get-submission';
import { SUBMISSIONS_KEY, type SubmissionRow } from './list-submissions';

export type SubmissionPatch = Pick<TablesUpdate<'contact_submissions'>, 'status' | 'notes'>;

interface UpdateInput {
  id: string;
  patch: SubmissionPatch;
}

/** An update or delete that row-level security refused touches no row and reports no error: say so. */
export class NotPermittedError extends Error {
  readonly code = '42501';
  constructor() {
    super('You do not have permission to do that.');
  }
}

/** Shows the patch on every cached list page and the detail at once; returns how to undo it. */
function patchCaches(queryClient: QueryClient, { id, patch }: UpdateInput): () => void {
  const lists = queryClient.getQueriesData<TablePage<SubmissionRow>>({
    queryKey: [...SUBMISSIONS_KEY, 'list'],
  });
  const detail = queryClient.getQueryData<SubmissionRow | null>(submissionDetailKey(id));
  for (const [key, page] of lists)
    if (page)
      queryClient.setQueryData(key, {
        ...page,
        rows: page.rows.map((row) => (row.id === id ? { ...row, ...patch } : row)),
      });
  if (detail) queryClient.setQueryData(submissionDetailKey(id), { ...detail, ...patch });
  return () => {
    for (const [key, page] of lists) queryClient.setQueryData(key, page);
    queryClient.setQueryData(submissionDetailKey(id), detail);
  };
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
      return { undo: patchCaches(queryClient, input) };
    },
    onError: (_error, _input, context) => context?.undo(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY }),
  });
}
