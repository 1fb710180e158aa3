import { RefusedError } from '@admin/lib/errors';
import type { TablePage } from '@admin/lib/table-state';
import { trashItems } from './editing/trash';
import { contentKeys } from './keys';
import { useOptimisticMutation } from './optimistic';
import type { ContentTable } from './table';

/**
 * Moves items to the trash (restorable for 30 days from the Trash page). Their rows leave the
 * lists at once and come back if the server refuses; none moved is a refusal (42501).
 */
export function useMoveToTrash(table: ContentTable) {
  const keys = contentKeys(table);
  return useOptimisticMutation<readonly string[], TablePage<{ id: string }>>({
    key: keys.lists,
    refresh: keys.all,
    change: (page, ids) => {
      const rows = page.rows.filter((row) => !ids.includes(row.id));
      return { rows, total: page.total - (page.rows.length - rows.length) };
    },
    save: async (ids) => {
      const moved = await trashItems(table, ids);
      if (moved === 0) throw new RefusedError('Nothing was moved to the trash.');
      return moved;
    },
  });
}
