import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';

/** Whether no other post uses `slug` (the database's unique key has the last word on save). */
export const slugAvailableQuery = (slug: string, postId: string | null) =>
  queryOptions({
    queryKey: ['blog-posts', 'slug-available', slug, postId],
    queryFn: async () => {
      let query = supabase.from('blog_posts').select('id', { count: 'exact', head: true }).eq('slug', slug);
      if (postId) query = query.neq('id', postId);
      const { count } = await query.throwOnError();
      return count === 0;
    },
    staleTime: 5_000,
  });

export const useSlugAvailable = (slug: string, postId: string | null, enabled: boolean) =>
  useQuery({ ...slugAvailableQuery(slug, postId), enabled });
