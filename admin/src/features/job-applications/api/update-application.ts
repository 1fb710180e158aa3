import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import type { TablePage } from '@admin/lib/table-state';
import { applicationDetailKey } from './get-application';
import { APPLICATIONS_KEY, type ApplicationRow } from './list-applications';

export type ApplicationPatch = Pick<TablesUpdate<'job_applications'>, 'status' | 'notes'>;

interface UpdateInput {
  id: string;
  patch: ApplicationPatch;
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
  const lists = queryClient.getQueriesData<TablePage<ApplicationRow>>({
    queryKey: [...APPLICATIONS_KEY, 'list'],
  });
  const detail = queryClient.getQueryData<ApplicationRow | null>(applicationDetailKey(id));
  for (const [key, page] of lists)
    if (page)
      queryClient.setQueryData(key, {
        ...page,
        rows: page.rows.map((row) => (row.id === id ? { ...row, ...patch } : row)),
      });
  if (detail) queryClient.setQueryData(applicationDetailKey(id), { ...detail, ...patch });
  return () => {
    for (const [key, page] of lists) queryClient.setQueryData(key, page);
    queryClient.setQueryData(applicationDetailKey(id), detail);
  };
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
      return { undo: patchCaches(queryClient, input) };
    },
    onError: (_error, _input, context) => context?.undo(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}
