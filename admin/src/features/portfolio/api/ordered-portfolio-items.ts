import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { reorderContent } from '@admin/lib/reorder';
import { supabase } from '@admin/lib/supabase';
import { PORTFOLIO_KEY } from './keys';

export type OrderedPortfolioItem = Pick<
  Tables<'portfolio_items'>,
  'id' | 'title' | 'client' | 'category' | 'featured' | 'sort_order' | 'status' | 'published_at'
>;

/** The reorder RPC takes at most 1,000 ids; an agency's portfolio stays far below that. */
const MAX_ORDERED = 1000;

/** Every portfolio item in the site's order: by sort_order, the newest first among equals. */
export const orderedPortfolioItemsQuery = () =>
  queryOptions({
    queryKey: [...PORTFOLIO_KEY, 'ordered'],
    queryFn: async (): Promise<OrderedPortfolioItem[]> => {
      const { data } = await supabase
        .from('portfolio_items')
        .select('id, title, client, category, featured, sort_order, status, published_at')
        .order('sort_order')
        .order('published_at', { ascending: false, nullsFirst: false })
        .limit(MAX_ORDERED)
        .throwOnError();
      return data;
    },
  });

export const useOrderedPortfolioItems = () => useQuery(orderedPortfolioItemsQuery());

/**
 * Applies a change to the cached order at once and rolls it back if the server refuses it, so
 * the list never shows an order or a flag that was not saved.
 */
function useOptimisticOrder<Input>(
  change: (rows: OrderedPortfolioItem[], input: Input) => OrderedPortfolioItem[],
  save: (input: Input) => Promise<void>,
) {
  const queryClient = useQueryClient();
  const key = orderedPortfolioItemsQuery().queryKey;
  return useMutation({
    mutationFn: save,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, change(previous, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY }),
  });
}

/** Saves the whole order (every id) in one transaction. */
export const useReorderPortfolioItems = () =>
  useOptimisticOrder<string[]>(
    (rows, ids) =>
      ids.flatMap((id, index) => {
        const row = rows.find((candidate) => candidate.id === id);
        return row ? [{ ...row, sort_order: index + 1 }] : [];
      }),
    async (ids) => reorderContent('portfolio_items', ids),
  );

export const useSetPortfolioItemFeatured = () =>
  useOptimisticOrder<{ id: string; featured: boolean }>(
    (rows, { id, featured }) => rows.map((row) => (row.id === id ? { ...row, featured } : row)),
    async ({ id, featured }) => {
      await supabase.from('portfolio_items').update({ featured }).eq('id', id).throwOnError();
    },
  );
