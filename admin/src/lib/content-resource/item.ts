import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PublicationColumns,
  publicationAfter,
  publicationColumns,
  type PublishIntent,
} from '@admin/lib/publication';
import { revisionsKey } from './editing/revisions';
import { contentKeys } from './keys';
import { type ContentRow, type ContentTable, contentTable, selectFrom } from './table';

/** One item, or null when it does not exist, is in the trash, or the reader may not see it. */
export const contentItemQuery = <T extends ContentTable>(table: T, id: string) =>
  queryOptions({
    queryKey: contentKeys(table).item(id),
    queryFn: async (): Promise<ContentRow<T> | null> => {
      const { data } = await selectFrom(table, '*').eq('id', id).maybeSingle().throwOnError();
      return data as ContentRow<T> | null;
    },
  });

export const useContentItem = <T extends ContentTable>(table: T, id: string, enabled = true) =>
  useQuery({ ...contentItemQuery(table, id), enabled });

export interface SaveContentInput {
  /** null adds a new item (placed last, when the table is ordered). */
  id: string | null;
  content: Record<string, unknown>;
  intent: PublishIntent;
  /** The stored publication, for a table whose drafts keep their date (`keepDraftDate`). */
  current?: PublicationColumns | null;
}

async function nextSortOrder(table: ContentTable): Promise<number> {
  const { data } = await contentTable(table)
    .select('sort_order')
    .order('sort_order', { ascending: false })
    .limit(1)
    .throwOnError();
  const [last] = data as { sort_order: number }[];
  return (last?.sort_order ?? 0) + 1;
}

/**
 * Saves an item's content and publication in one write and returns the stored row. With
 * `ordered`, a new item gets the next sort_order (it goes last on the site); with
 * `keepDraftDate`, a draft keeps the date it once had.
 */
export function useSaveContent<T extends ContentTable>(
  table: T,
  { ordered = false, keepDraftDate = false } = {},
) {
  const queryClient = useQueryClient();
  const keys = contentKeys(table);
  return useMutation({
    mutationFn: async ({ id, content, intent, current = null }: SaveContentInput): Promise<ContentRow<T>> => {
      const publication =
        keepDraftDate && intent.kind !== 'keep'
          ? publicationAfter(intent, current, { keepDraftDate })
          : publicationColumns(intent);
      const row = { ...content, ...publication };
      const position = id === null && ordered ? { sort_order: await nextSortOrder(table) } : {};
      const write =
        id === null
          ? contentTable(table).insert({ ...row, ...position })
          : contentTable(table).update(row).eq('id', id);
      const { data } = await write.select('*').single().throwOnError();
      return data as ContentRow<T>;
    },
    onSuccess: (saved) => {
      const { id } = saved as { id: string };
      queryClient.setQueryData(keys.item(id), saved);
      void queryClient.invalidateQueries({ queryKey: revisionsKey(table, id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
