import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { contentKeys } from '@admin/lib/content-resource/keys';
import { supabase } from '@admin/lib/supabase';
import { searchFilter } from '@admin/lib/table-state';

export type VideoRow = Pick<
  Tables<'videos'>,
  | 'id'
  | 'youtube_id'
  | 'title'
  | 'description'
  | 'category'
  | 'duration_seconds'
  | 'upload_date'
  | 'featured'
  | 'sort_order'
  | 'status'
  | 'published_at'
>;

export interface VideoFilter {
  search: string;
  category: string;
}

const keys = contentKeys('videos');

/** The reorder RPC takes at most this many ids; an agency's channel stays well below it. */
const LIST_LIMIT = 1000;

/** The videos in their order on the site (sort_order, then newest), matching the search and category. */
export const videosQuery = (filter: VideoFilter) =>
  queryOptions({
    // Under the layer's order key: a reorder shows at once on the list it was made on.
    queryKey: [...keys.ordered, filter],
    queryFn: async (): Promise<VideoRow[]> => {
      let request = supabase
        .from('videos')
        .select(
          'id, youtube_id, title, description, category, duration_seconds, upload_date, featured, sort_order, status, published_at',
        )
        .is('deleted_at', null);
      if (filter.search.trim())
        request = request.or(searchFilter(['title', 'description', 'youtube_id'], filter.search));
      if (filter.category) request = request.eq('category', filter.category);
      const { data } = await request
        .order('sort_order')
        .order('published_at', { ascending: false, nullsFirst: true })
        .order('created_at', { ascending: false })
        .limit(LIST_LIMIT)
        .throwOnError();
      return data;
    },
    placeholderData: keepPreviousData,
  });

export const useVideos = (filter: VideoFilter) => useQuery(videosQuery(filter));
