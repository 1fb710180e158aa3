import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentItemQuery } from '@admin/lib/content-resource/item';

export const postQuery = (id: string) =>
  queryOptions({
    ...contentItemQuery('blog_posts', id),
    // The open editor owns its text: a refetch on focus must not look like someone else's edit.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const usePost = (id: string, enabled = true) => useQuery({ ...postQuery(id), enabled });
