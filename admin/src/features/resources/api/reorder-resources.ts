import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderContent } from '@admin/lib/reorder';
import { resourceOrderQuery, type ResourceOrderRow, RESOURCES_KEY } from './list-resources';

/** Saves the order of every resource: shown at once, put back as it was when the database refuses it. */
export const useReorderResources = () => {
  const queryClient = useQueryClient();
  const { queryKey } = resourceOrderQuery();
  return useMutation({
    mutationFn: (ids: string[]) => reorderContent('resources', ids),
    onMutate: async (ids: string[]) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ResourceOrderRow[]>(queryKey);
      if (previous) {
        const byId = new Map(previous.map((row) => [row.id, row]));
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESOURCES_KEY }),
  });
};
