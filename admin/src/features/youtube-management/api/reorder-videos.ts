import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderContent } from '@admin/lib/reorder';
import { type VideoFilter, type VideoRow, VIDEOS_KEY, videosQuery } from './list-videos';

/**
 * Saves a new order of the whole list. The list shows it at once; when the database refuses it,
 * the previous order comes back.
 */
export const useReorderVideos = (filter: VideoFilter) => {
  const queryClient = useQueryClient();
  const { queryKey } = videosQuery(filter);
  return useMutation({
    mutationFn: (ids: string[]) => reorderContent('videos', ids),
    onMutate: async (ids: string[]) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<VideoRow[]>(queryKey);
      if (previous) {
        const byId = new Map(previous.map((video) => [video.id, video]));
        queryClient.setQueryData(
          queryKey,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIDEOS_KEY }),
  });
};
