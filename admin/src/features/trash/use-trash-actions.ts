import { toast } from '@admin/components/ui/toast-store';
import type { ContentTable } from '@admin/lib/content-resource/editing/content-tables';
import { useEmptyTrash, useRestoreContent } from '@admin/lib/content-resource/editing/trash';
import { describeError } from '@admin/lib/errors';
import { countOf } from '@admin/lib/plural';
import type { TrashedItem } from './api/trashed-items';

/** Runs `act` once per table (each RPC works on one table) and adds up the items it changed. */
async function perTable(
  chosen: readonly TrashedItem[],
  act: (input: { table: ContentTable; ids: string[] }) => Promise<number>,
): Promise<number> {
  let changed = 0;
  for (const table of new Set(chosen.map((item) => item.table)))
    changed += await act({
      table,
      ids: chosen.filter((item) => item.table === table).map((item) => item.id),
    });
  return changed;
}

const items = (count: number) => countOf(count, 'item');

/** Restore, delete for good and empty, each with a toast that says what happened; each resolves to whether it worked. */
export function useTrashActions() {
  const restore = useRestoreContent();
  const empty = useEmptyTrash();

  const run = async (
    work: () => Promise<number>,
    done: string,
    said: (count: number) => string,
    failed: string,
  ) => {
    try {
      const count = await work();
      toast({ title: done, description: said(count), variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: failed, description: describeError(error), variant: 'error' });
      return false;
    }
  };

  const restoreItems = (chosen: readonly TrashedItem[]) =>
    run(
      () => perTable(chosen, restore.mutateAsync),
      'Restored',
      (count) =>
        chosen.length === 1 && count === 1
          ? `“${chosen[0]?.title ?? ''}” is back where it was, as it was.`
          : `${items(count)} back where they were, as they were.`,
      'Not restored',
    );

  const deletedForGood = (count: number) => `${items(count)} deleted for good.`;
  const deleteForGood = (chosen: readonly TrashedItem[]) =>
    run(() => perTable(chosen, empty.mutateAsync), 'Deleted for good', deletedForGood, 'Not deleted');

  /** Empties the whole trash, or only its items of one type. */
  const emptyTrash = (table: ContentTable | undefined) =>
    run(
      () => empty.mutateAsync({ table: table ?? null }),
      'Trash emptied',
      deletedForGood,
      'The trash was not emptied',
    );

  return { restoreItems, deleteForGood, emptyTrash, pending: restore.isPending || empty.isPending };
}
