import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { ContentTable } from './content-tables';

/** Trashing or restoring an item changes every list, count and editor that shows it: all are refetched. */
const useRefetchAll = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
};

/** Moves items to the trash (editors); resolves to how many moved. */
export function useTrashContent(table: ContentTable) {
  const refetchAll = useRefetchAll();
  return useMutation({
    mutationFn: async (ids: readonly string[]): Promise<number> => {
      const { data } = await supabase
        .rpc('trash_content', { p_table: table, p_ids: [...ids] })
        .throwOnError();
      return data;
    },
    onSettled: refetchAll,
  });
}

/** Puts trashed items back as they were (editors); resolves to how many came back. */
export function useRestoreContent() {
  const refetchAll = useRefetchAll();
  return useMutation({
    mutationFn: async ({ table, ids }: { table: ContentTable; ids: readonly string[] }): Promise<number> => {
      const { data } = await supabase
        .rpc('restore_content', { p_table: table, p_ids: [...ids] })
        .throwOnError();
      return data;
    },
    onSettled: refetchAll,
  });
}

/** What to delete for good: the trashed items of one table (all, or those with these ids), or (no table) the whole trash. */
export type EmptyTrashTarget = { table: ContentTable; ids?: readonly string[] } | { table: null };

/** Deletes trashed items for good (admins only; the server refuses editors); resolves to how many. */
export function useEmptyTrash() {
  const refetchAll = useRefetchAll();
  return useMutation({
    mutationFn: async (target: EmptyTrashTarget): Promise<number> => {
      const { data } = await supabase
        .rpc(
          'empty_trash',
          target.table === null
            ? {}
            : { p_table: target.table, ...(target.ids ? { p_ids: [...target.ids] } : {}) },
        )
        .throwOnError();
      return data;
    },
    onSettled: refetchAll,
  });
}
