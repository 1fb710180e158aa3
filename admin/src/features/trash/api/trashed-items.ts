import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import {
  CONTENT_TABLE_INFO,
  CONTENT_TABLES,
  type ContentTable,
} from '@admin/lib/content-resource/editing/content-tables';
import { supabase } from '@admin/lib/supabase';

/** How long the trash keeps an item before private.purge_trash() deletes it for good. */
export const TRASH_DAYS = 30;

export interface TrashedItem {
  table: ContentTable;
  id: string;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
}

const trashedRow = z.object({
  id: z.string(),
  title: z.string(),
  deleted_at: z.string(),
  deleted_by: z.nullable(z.string()),
});

async function trashedIn(table: ContentTable): Promise<TrashedItem[]> {
  const { data } = await supabase
    .from(table)
    .select(`id, title:${CONTENT_TABLE_INFO[table].titleColumn}, deleted_at, deleted_by`)
    .not('deleted_at', 'is', null)
    .throwOnError();
  return z
    .array(trashedRow)
    .parse(data)
    .map((row) => ({
      table,
      id: row.id,
      title: row.title,
      deletedAt: row.deleted_at,
      deletedBy: row.deleted_by,
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
