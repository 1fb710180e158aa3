import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicationColumns, type PublicationIntent } from '@admin/lib/publication-intent';
import { supabase } from '@admin/lib/supabase';
import type { PortfolioItemContent, PortfolioItemRow } from '../schema';
import { PORTFOLIO_KEY } from './keys';

interface SaveInput {
  /** null adds a new portfolio item (placed last in the order). */
  id: string | null;
  content: PortfolioItemContent;
  intent: PublicationIntent;
}

async function nextSortOrder(): Promise<number> {
  const { data } = await supabase
    .from('portfolio_items')
    .select('sort_order')
    .order('sort_order', { ascending: false })
    .limit(1)
    .throwOnError();
  return (data[0]?.sort_order ?? 0) + 1;
}

async function savePortfolioItem({ id, content, intent }: SaveInput): Promise<PortfolioItemRow> {
  const row = { ...content, ...publicationColumns(intent) };
  if (id === null) {
    const { data } = await supabase
      .from('portfolio_items')
      .insert({ ...row, sort_order: await nextSortOrder() })
      .select('*')
      .single()
      .throwOnError();
    return data;
  }
  const { data } = await supabase
    .from('portfolio_items')
    .update(row)
    .eq('id', id)
    .select('*')
    .single()
    .throwOnError();
  return data;
}

export function useSavePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortfolioItem,
    onSuccess: (saved) => queryClient.setQueryData([...PORTFOLIO_KEY, 'one', saved.id], saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY }),
  });
}
