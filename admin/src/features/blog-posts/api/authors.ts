import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';

/** The team members a post can be credited to, by name. */
export const authorsQuery = () =>
  queryOptions({
    queryKey: ['blog-posts', 'authors'],
    queryFn: async () => {
      const { data } = await supabase
        .from('team_members')
        .select('id, name')
        .is('deleted_at', null)
        .order('name')
        .throwOnError();
      return data;
    },
  });

export const useAuthors = () => useQuery(authorsQuery());
