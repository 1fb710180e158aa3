import { RefusedError } from '@admin/lib/errors';
import type { TablePage } from '@admin/lib/table-state';
import { contentKeys } from './keys';
import { useOptimisticMutation } from './optimistic';
import { type ContentTable, contentTable } from './table';

/** Deletes an item; its row leaves the lists at once and comes back if the server refuses. */
export function useDeleteContent(table: ContentTable) {
  const keys = contentKeys(table);
  return useOptimisticMutation<string, TablePage<{ id: string }>>({
    key: keys.lists,
    refresh: keys.all,
    change: (page, id) =>
      page.rows.some((row) => row.id === id)
        ? { rows: page.rows.filter((row) => row.id !== id), total: page.total - 1 }
        : page,
    save: async (id) => {
      const { data } = await contentTable(table).delete().eq('id', id).select('id').throwOnError();
      if (data.length === 0) throw new RefusedError('This item could not be deleted.');
    },
  });
}
