import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { supabase } from '@admin/lib/supabase';

/** The categories posts already use, for the category field's suggestions. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['blog-posts', 'categories'],
    queryFn: async () => {
      const rows = await fetchAllRows((from, to) =>
        supabase
          .from('blog_posts')
          .select('category')
          .not('category', 'is', null)
          .order('category')
          .order('id')
          .range(from, to),
      );
      return [...new Set(rows.map((row) => row.category ?? ''))].filter(Boolean);
    },
    staleTime: 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
