import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface OptimisticChange<Input, Data> {
  /** The queries the change shows on at once (every query whose key starts with it). */
  key: QueryKey;
  /** Every query of the table, refreshed once the server answered. */
  refresh: QueryKey;
  change: (data: Data, input: Input) => Data;
  save: (input: Input) => Promise<unknown>;
}

/**
 * A mutation shown before the server answers and rolled back if it refuses, so a list never
 * keeps showing an order, a flag or a removal that was not saved.
 */
export function useOptimisticMutation<Input, Data>({
  key,
  refresh,
  change,
  save,
}: OptimisticChange<Input, Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<Data>({ queryKey: key });
      for (const [queryKey, data] of previous)
        if (data !== undefined) queryClient.setQueryData(queryKey, change(data, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    // Not awaited: the caller's own callbacks (a toast, leaving a deleted item's page) come first.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
