import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { pageVisibilityQuery } from './get-settings';

interface VisibilityChange {
  page_name: string;
  is_visible: boolean;
}

/** Switches one page on or off at once (a page without a row gets one); the list shows the new state while it saves. */
export const useSetPageVisibility = () => {
  const queryClient = useQueryClient();
  const { queryKey } = pageVisibilityQuery();
  return useMutation({
    mutationFn: async ({ page_name, is_visible }: VisibilityChange) => {
      await supabase
        .from('page_visibility')
        .upsert({ page_name, is_visible })
        .select('page_name')
        .single()
        .throwOnError();
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (rows) => [
        ...(rows ?? []).filter((row) => row.page_name !== change.page_name),
        change,
      ]);
      return { before };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(queryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
};
