import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '@admin/lib/content-resource/optimistic';
import type { TablePage } from '@admin/lib/table-state';
import type { InboxFilters, InboxPatch, InboxRow, InboxSource, OneRowWrite } from './inbox-source';
import { NotPermittedError } from './optimistic-row';

/** Runs a one-row write; one row-level security refused (no row touched) throws NotPermittedError. */
export async function writeOneRow(write: OneRowWrite, id: string): Promise<void> {
  const { data, error } = await write.eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new NotPermittedError();
}

/** A change of one row's status or notes. */
interface RowChange<Row extends InboxRow> {
  id: string;
  patch: InboxPatch<Row>;
}

/** What an inbox caches under its key: list pages, details (null when gone), counts, job choices. */
type Cached<Row> = TablePage<Row> | Row | null | number | unknown[] | undefined;

/** A cached list page or detail with the row patched; anything else under the inbox's key as it was. */
function withPatch<Row extends InboxRow>(data: Cached<Row>, { id, patch }: RowChange<Row>): Cached<Row> {
  const apply = (row: Row) => (row.id === id ? { ...row, ...patch } : row);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return 'rows' in data ? { ...data, rows: data.rows.map(apply) } : apply(data);
}

/** Changes a row's status or notes: shown at once on every list page and the detail, rolled back if refused. */
export const useUpdateInboxRow = <Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  source: InboxSource<Row, Filters>,
) =>
  useOptimisticMutation<RowChange<Row>, Cached<Row>>({
    key: source.key,
    refresh: source.key,
    change: withPatch,
    save: ({ id, patch }) => writeOneRow(source.table().update(patch), id),
  });

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
