import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: ['blog-posts', 'post', id],
    queryFn: async () => {
      const { data } = await supabase
        .from('blog_posts')
        .select('*')
        .eq('id', id)
        .maybeSingle()
        .throwOnError();
      return data;
    },
    // The open editor owns its text: a refetch on focus must not look like someone else's edit.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const usePost = (id: string, enabled = true) => useQuery({ ...postQuery(id), enabled });
