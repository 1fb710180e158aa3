import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { POST_LIST_KEY } from './list-posts';

/** Deletes a post and (by cascade) its revisions. */
export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { count } = await supabase
        .from('blog_posts')
        .delete({ count: 'exact' })
        .eq('id', id)
        .throwOnError();
      // Row-level security hides a refused delete as zero rows.
      if (count === 0) throw Object.assign(new Error('This post could not be deleted.'), { code: '42501' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: POST_LIST_KEY }),
  });
};
