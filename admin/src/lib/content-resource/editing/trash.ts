import { useRefreshingMutation } from '@admin/lib/refreshing-mutation';
import { supabase } from '@admin/lib/supabase';
import type { ContentTable } from './content-tables';

/**
 * Trashing, restoring or deleting an item changes every list, count and editor that shows it: each
 * of these refetches every query once the server has answered. Each resolves to how many items changed.
 */
const EVERY_QUERY = [] as const;

/** Moves items to the trash (editors). */
export const trashItems = async (table: ContentTable, ids: readonly string[]): Promise<number> =>
  (await supabase.rpc('trash_content', { p_table: table, p_ids: [...ids] }).throwOnError()).data;

export const useTrashContent = (table: ContentTable) =>
  useRefreshingMutation(EVERY_QUERY, (ids: readonly string[]) => trashItems(table, ids));

/** Puts trashed items back as they were (editors). */
export const useRestoreContent = () =>
  useRefreshingMutation(
    EVERY_QUERY,
    async ({ table, ids }: { table: ContentTable; ids: readonly string[] }) => {
      const { data } = await supabase
        .rpc('restore_content', { p_table: table, p_ids: [...ids] })
        .throwOnError();
      return data;
    },
  );

/** What to delete for good: the trashed items of one table (all, or those with these ids), or (no table) the whole trash. */
type EmptyTrashTarget = { table: ContentTable; ids?: readonly string[] } | { table: null };

/** Deletes trashed items for good (admins only; the server refuses editors). */
export const useEmptyTrash = () =>
  useRefreshingMutation(EVERY_QUERY, async (target: EmptyTrashTarget) => {
    const args =
      target.table === null
        ? {}
        : { p_table: target.table, ...(target.ids ? { p_ids: [...target.ids] } : {}) };
    const { data } = await supabase.rpc('empty_trash', args).throwOnError();
    return data;
  });
