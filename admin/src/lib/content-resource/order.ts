import { useQuery } from '@tanstack/react-query';
import { reorderContent, type OrderedTable } from '@admin/lib/reorder';
import { contentKeys } from './keys';
import { useOptimisticMutation } from './optimistic';
import type { OrderedRow } from './resource';
import { type ContentTable, contentTable, selectFrom } from './table';

/** The reorder RPC takes at most 1,000 ids; an agency's content stays far below that. */
const MAX_ORDERED = 1000;

/** What the order queries read of a resource. */
export interface OrderSource {
  table: ContentTable;
  order?: { select: string; flag?: { column: string; groups?: object } | undefined } | undefined;
}

const groupColumn = (source: OrderSource): string | null =>
  source.order?.flag?.groups ? source.order.flag.column : null;

/** Flagged rows first (when the site groups them), each group keeping its order. */
export function inSiteOrder<Row extends OrderedRow>(source: OrderSource, rows: readonly Row[]): Row[] {
  const column = groupColumn(source);
  if (!column) return [...rows];
  return [...rows.filter((row) => row[column] === true), ...rows.filter((row) => row[column] !== true)];
}

type Ordering = readonly [column: string, options?: { ascending?: boolean; nullsFirst?: boolean }];

/** Every item not in the trash, in the order the site lists them (`orderBy`, sort_order among them). */
export const useOrderedRows = <Row>(table: ContentTable, select: string, orderBy: readonly Ordering[]) =>
  useQuery({
    queryKey: contentKeys(table).ordered,
    queryFn: async (): Promise<Row[]> => {
      let query = selectFrom(table, select);
      for (const [column, options] of orderBy) query = query.order(column, options);
      const { data } = await query.limit(MAX_ORDERED).throwOnError();
      return data as unknown as Row[];
    },
  });

/** Every item in the site's order: by the group flag, sort_order, then the newest first. */
export function useOrderedContent<Row extends OrderedRow>(source: OrderSource) {
  const column = groupColumn(source);
  return useOrderedRows<Row>(source.table, source.order?.select ?? 'id, title, sort_order', [
    ...(column ? [[column, { ascending: false }] as const] : []),
    ['sort_order'],
    ['published_at', { ascending: false, nullsFirst: false }],
  ]);
}

/** The list with the rows of `ids` in that order, in the places those rows had (the whole list, or one group's). */
function withOrder<Row extends OrderedRow>(rows: Row[], ids: readonly string[]): Row[] {
  const moved = ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
  let next = 0;
  return rows.map((row) => {
    if (!ids.includes(row.id)) return row;
    const placed = moved[next] ?? row;
    next += 1;
    return { ...placed, sort_order: next };
  });
}

/** Saves an order (every id of the list, or of one group) in one transaction; the other rows keep theirs. */
export function useReorderContent(source: Pick<OrderSource, 'table'>) {
  const keys = contentKeys(source.table);
  return useOptimisticMutation<string[], OrderedRow[]>({
    key: keys.ordered,
    refresh: keys.all,
    change: withOrder,
    // Only resources with an order page (or a dialog list) reorder, and their tables have sort_order.
    save: (ids) => reorderContent(source.table as OrderedTable, ids),
  });
}

/** Switches a row's flag (featured, shown on the site); with groups it joins its new group at its sort_order. */
export function useSetContentFlag(source: OrderSource, column: string) {
  const keys = contentKeys(source.table);
  return useOptimisticMutation<{ id: string; value: boolean }, OrderedRow[]>({
    key: keys.ordered,
    refresh: keys.all,
    change: (rows, { id, value }) => {
      const changed = rows.map((row) => (row.id === id ? { ...row, [column]: value } : row));
      return groupColumn(source)
        ? inSiteOrder(
            source,
            changed.sort((a, b) => a.sort_order - b.sort_order),
          )
        : changed;
    },
    save: async ({ id, value }) => {
      const change: Record<string, unknown> = { [column]: value };
      await contentTable(source.table).update(change).eq('id', id).throwOnError();
    },
  });
}
