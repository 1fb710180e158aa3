import { type QueryKey, QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/** The admin's data cache: fresh for 5 minutes, kept 10 minutes after its last user leaves. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 10 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** A mutation after which every query under `refresh` is read again, whether it worked or not. */
export function useRefreshingMutation<Input = void, Result = void>(
  refresh: QueryKey,
  mutationFn: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }) });
}
