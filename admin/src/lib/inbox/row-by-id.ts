import { type QueryKey, useQuery } from '@tanstack/react-query';
import { isUuid } from '@admin/lib/uuid';
import type { ByIdQuery } from './inbox-source';

export const detailKey = (key: QueryKey, id: string) => [...key, 'detail', id] as const;

/**
 * One row by id (null when there is none, or when the id from the address cannot be one), whether
 * or not it is on the list's page; shown at once from the list's copy when it was opened from the
 * list, and refreshed from the server.
 */
export const useRowById = <Row>(key: QueryKey, select: () => ByIdQuery<Row>, id: string, fromList?: Row) =>
  useQuery({
    queryKey: detailKey(key, id),
    queryFn: async (): Promise<Row | null> => {
      if (!isUuid(id)) return null;
      const { data, error } = await select().eq('id', id).maybeSingle();
      if (error) throw error;
      return data;
    },
    initialData: () => fromList,
    initialDataUpdatedAt: 0,
  });
