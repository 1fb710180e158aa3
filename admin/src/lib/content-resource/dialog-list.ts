import { useQuery } from '@tanstack/react-query';
import { reorderContent } from '@admin/lib/reorder';
import type { DialogResource, DialogRow } from './dialog-resource';
import { contentKeys } from './keys';
import { useOptimisticMutation } from './optimistic';
import { contentTable, selectFrom } from './table';

type Source<Row extends DialogRow> = Pick<DialogResource<Row, never, never>, 'table' | 'list'>;

/** Every item not in the trash, in the site's order: by group, sort_order, then `thenBy`. */
export function useDialogRows<Row extends DialogRow>({ table, list }: Source<Row>) {
  return useQuery({
    queryKey: contentKeys(table).ordered,
    queryFn: async (): Promise<Row[]> => {
      let query = selectFrom(table, list.select);
      if (list.groupBy) query = query.order(list.groupBy);
      const { data } = await query.order('sort_order').order(list.thenBy).limit(1000).throwOnError();
      return data as unknown as Row[];
    },
  });
}

/** The list with the rows of `ids` in that order, in the places those rows had (one group's). */
function withOrder<Row extends DialogRow>(rows: Row[], ids: readonly string[]): Row[] {
  const moved = ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
  let next = 0;
  return rows.map((row) => {
    if (!ids.includes(row.id)) return row;
    const placed = moved[next] ?? row;
    next += 1;
    return { ...placed, sort_order: next };
  });
}

/** Puts one group's rows (all their ids) in a new order; the other groups keep theirs. */
export function useReorderRows<Row extends DialogRow>(table: Source<Row>['table']) {
  const keys = contentKeys(table);
  return useOptimisticMutation<string[], Row[]>({
    key: keys.ordered,
    refresh: keys.all,
    change: withOrder,
    save: (ids) => reorderContent(table, ids),
  });
}

/** Shows or hides an item on the site: at once in the list, undone when the database refuses. */
export function useSetPublished<Row extends DialogRow>(table: Source<Row>['table']) {
  const keys = contentKeys(table);
  return useOptimisticMutation<{ id: string; published: boolean }, Row[]>({
    key: keys.ordered,
    refresh: keys.all,
    change: (rows, { id, published }) =>
      rows.map((row) => (row.id === id ? { ...row, is_published: published } : row)),
    save: async ({ id, published }) => {
      await contentTable(table).update({ is_published: published }).eq('id', id).throwOnError();
    },
  });
}
