import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxFilters, InboxPatch, InboxRow, InboxSource, OneRowWrite } from './inbox-source';
import { listKey } from './inbox-list';
import { NotPermittedError, patchCachedRow } from './optimistic-row';
import { detailKey } from './row-by-id';

/** Runs a one-row write; one row-level security refused (no row touched) throws NotPermittedError. */
export async function writeOneRow(write: OneRowWrite, id: string): Promise<void> {
  const { data, error } = await write.eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new NotPermittedError();
}

/** Changes a row's status or notes: shown at once on every list page and the detail, rolled back if refused. */
export function useUpdateInboxRow<Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  source: InboxSource<Row, Filters>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: InboxPatch<Row> }) =>
      writeOneRow(source.table().update(patch), id),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: source.key });
      const undo = patchCachedRow<Row>(queryClient, {
        listKey: listKey(source.key),
        detailKey: detailKey(source.key, id),
        id,
        patch,
      });
      return { undo };
    },
    onError: (_error, _input, context) => context?.undo(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: source.key }),
  });
}

/**
 * Deletes a row (admins only: row-level security refuses editors), then runs `cleanUp` (e.g. removes
 * its file) and resolves what that returned.
 */
export function useDeleteInboxRow<Row extends InboxRow, Filters extends InboxFilters<Row['status']>, CleanUp>(
  source: InboxSource<Row, Filters>,
  cleanUp: (row: Row) => Promise<CleanUp>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: Row) => {
      await writeOneRow(source.table().delete(), row.id);
      return cleanUp(row);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: source.key }),
  });
}
