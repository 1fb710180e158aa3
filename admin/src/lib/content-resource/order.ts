import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** Every item in the site's order: by the group flag, sort_order, then the newest first. */
export const orderedContentQuery = <Row extends OrderedRow>(source: OrderSource) =>
  queryOptions({
    queryKey: contentKeys(source.table).ordered,
    queryFn: async (): Promise<Row[]> => {
      let query = selectFrom(source.table, source.order?.select ?? 'id, title, sort_order');
      const column = groupColumn(source);
      if (column) query = query.order(column, { ascending: false });
      const { data } = await query
        .order('sort_order')
        .order('published_at', { ascending: false, nullsFirst: false })
        .limit(MAX_ORDERED)
        .throwOnError();
      return data as unknown as Row[];
    },
  });

export const useOrderedContent = <Row extends OrderedRow>(source: OrderSource) =>
  useQuery(orderedContentQuery<Row>(source));

const numbered = <Row extends OrderedRow>(rows: Row[], ids: readonly string[]): Row[] =>
  ids.flatMap((id, index) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? [{ ...row, sort_order: index + 1 }] : [];
  });

/** Saves a whole order (every id, in the site's order) in one transaction. */
export function useReorderContent(source: OrderSource) {
  const keys = contentKeys(source.table);
  return useOptimisticMutation<string[], OrderedRow[]>({
    key: keys.ordered,
    refresh: keys.all,
    change: numbered,
    // Only resources with an order page reorder, and their tables have sort_order (OrderedTable).
    save: (ids) => reorderContent(source.table as OrderedTable, ids),
  });
}

/** Switches a row's flag (featured); with groups it joins its new group at its sort_order. */
export function useSetContentFlag(source: OrderSource, column: string) {
  const keys = contentKeys(source.table);
  return useOptimisticMutation<{ id: string; value: boolean }, OrderedRow[]>({
    key: keys.ordered,
    refresh: keys.all,
    change: (rows, { id, value }) =>
      inSiteOrder(
        source,
        rows
          .map((row) => (row.id === id ? { ...row, [column]: value } : row))
          .sort((a, b) => a.sort_order - b.sort_order),
      ),
    save: async ({ id, value }) => {
      const change: Record<string, unknown> = { [column]: value };
      await contentTable(source.table).update(change).eq('id', id).throwOnError();
    },
  });
}
