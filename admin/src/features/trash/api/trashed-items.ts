import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTENT_TABLE_INFO,
  CONTENT_TABLES,
  type ContentTable,
} from '@admin/lib/content-resource/editing/content-tables';
import { asText } from '@admin/lib/content-resource/schema-parts';
import { contentTable } from '@admin/lib/content-resource/table';

/** How long the trash keeps an item before private.purge_trash() deletes it for good. */
export const TRASH_DAYS = 30;

export interface TrashedItem {
  table: ContentTable;
  id: string;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
}

async function trashedIn(table: ContentTable): Promise<TrashedItem[]> {
  const { data } = await contentTable(table)
    .select(`id, title:${CONTENT_TABLE_INFO[table].titleColumn}, deleted_at, deleted_by`)
    .not('deleted_at', 'is', null)
    .throwOnError();
  return data.map((row) => ({
    table,
    id: asText(row.id),
    title: asText(row.title),
    deletedAt: asText(row.deleted_at),
    deletedBy: typeof row.deleted_by === 'string' ? row.deleted_by : null,
  }));
}

export const TRASH_KEY = ['trash'] as const;

/** Everything in the trash, of every content type (or of one), most recently deleted first. */
export const trashedItemsQuery = (table?: ContentTable) =>
  queryOptions({
    queryKey: [...TRASH_KEY, table ?? 'all'],
    queryFn: async (): Promise<TrashedItem[]> => {
      const lists = await Promise.all((table ? [table] : CONTENT_TABLES).map(trashedIn));
      return lists.flat().sort((a, b) => Date.parse(b.deletedAt) - Date.parse(a.deletedAt));
    },
  });

export const useTrashedItems = (table?: ContentTable) => useQuery(trashedItemsQuery(table));

/** The day the trash deletes an item for good (the purge runs daily, so at the latest a day later). */
export const purgeDate = (deletedAt: string): Date =>
  new Date(new Date(deletedAt).getTime() + TRASH_DAYS * 86_400_000);
