import type { TableState } from '@admin/lib/table-state';
import type { ContentTable } from './table';

/**
 * A table's query keys. Every one starts with the table's name, so one invalidation refreshes its
 * lists, order page and editors together.
 */
export const contentKeys = (table: ContentTable) => ({
  all: [table] as const,
  lists: [table, 'list'] as const,
  list: (state: TableState, filters: Record<string, string>) => [table, 'list', state, filters] as const,
  item: (id: string) => [table, 'one', id] as const,
  ordered: [table, 'ordered'] as const,
});
