import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { PortfolioItemRow } from '../schema';
import { PORTFOLIO_KEY } from './keys';

export const portfolioItemQuery = (id: string) =>
  queryOptions({
    queryKey: [...PORTFOLIO_KEY, 'one', id],
    queryFn: async (): Promise<PortfolioItemRow | null> => {
      const { data } = await supabase
        .from('portfolio_items')
        .select('*')
        .eq('id', id)
        .maybeSingle()
        .throwOnError();
      return data;
    },
  });

export const usePortfolioItem = (id: string) => useQuery(portfolioItemQuery(id));
