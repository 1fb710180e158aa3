import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { FAQS_KEY, type FaqRow } from './list-faqs';

/**
 * A change of the FAQ list shown at once (`apply` to the cached list) and saved by `run`; when
 * the database refuses it, the list as it was comes back.
 */
export function useOptimisticFaqs<Input>(
  run: (input: Input) => Promise<void>,
  apply: (faqs: FaqRow[], input: Input) => FaqRow[],
) {
  const queryClient: QueryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: FAQS_KEY });
      const previous = queryClient.getQueryData<FaqRow[]>(FAQS_KEY);
      if (previous) queryClient.setQueryData(FAQS_KEY, apply(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(FAQS_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQS_KEY }),
  });
}
