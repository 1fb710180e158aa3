import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishStatus } from '@admin/lib/publication';
import { supabase } from '@admin/lib/supabase';
import type { PostContent, PostRow } from '../schema';
import { POST_LIST_KEY } from './list-posts';
import { postQuery } from './get-post';
import { revisionsKey } from '@admin/lib/content-resource/editing/revisions';

export interface PostSave {
  /** null: the first save of a new post (an insert). */
  id: string | null;
  content: PostContent;
  status: PublishStatus;
  publishedAt: string | null;
}

/** Inserts or updates a post; the database's trigger keeps a revision of every save. */
export const useSavePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, content, status, publishedAt }: PostSave): Promise<PostRow> => {
      const row = { ...content, status, published_at: publishedAt };
      const { data } = id
        ? await supabase.from('blog_posts').update(row).eq('id', id).select('*').single().throwOnError()
        : await supabase.from('blog_posts').insert(row).select('*').single().throwOnError();
      return data;
    },
    onSuccess: (row) => {
      queryClient.setQueryData(postQuery(row.id).queryKey, row);
      void queryClient.invalidateQueries({ queryKey: revisionsKey('blog_posts', row.id) });
      void queryClient.invalidateQueries({ queryKey: POST_LIST_KEY });
    },
  });
};
