import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter } from '@admin/lib/table-state';

export type MediaAsset = Database['public']['Tables']['media_assets']['Row'];

export interface MediaListQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  search: string;
}

/** Every cached page of the library starts with this key, so one invalidation refreshes them all. */
export const MEDIA_ASSETS_KEY = ['media-library', 'assets'] as const;

/** One page of the media library, newest first, matching the search in alt text or file name. */
export const mediaAssetsQuery = (query: MediaListQuery) =>
  queryOptions({
    queryKey: [...MEDIA_ASSETS_KEY, query],
    queryFn: async () => {
      const [from, to] = pageRange(query);
      let request = supabase.from('media_assets').select('*', { count: 'exact' });
      if (query.search.trim()) request = request.or(searchFilter(['alt_text', 'file_name'], query.search));
      return toTablePage(
        await request.order('created_at', { ascending: false }).order('path').range(from, to),
      );
    },
    placeholderData: keepPreviousData,
  });

export const useMediaAssets = (query: MediaListQuery) => useQuery(mediaAssetsQuery(query));
