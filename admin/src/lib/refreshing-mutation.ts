import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A mutation that refreshes every query whose key starts with `key` once the server has answered. */
export function useRefreshingMutation<Input, Data>(
  key: QueryKey,
  mutationFn: (input: Input) => Promise<Data>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}
