import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { PORTFOLIO_KEY } from './keys';

class NotDeletedError extends Error {
  readonly code = '42501';
}

/** Deletes a portfolio item; fails (42501) when row-level security hides or protects it. */
export function useDeletePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await supabase
        .from('portfolio_items')
        .delete()
        .eq('id', id)
        .select('id')
        .throwOnError();
      if (data.length === 0) throw new NotDeletedError('This portfolio item could not be deleted.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY }),
  });
}
