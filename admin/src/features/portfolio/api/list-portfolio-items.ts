import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import type { Publication } from '@admin/lib/publication';
import type { PortfolioCategory } from '../schema';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TablePage, type TableState } from '@admin/lib/table-state';
import { PORTFOLIO_KEY } from './keys';

export const SORTABLE = [
  'title',
  'client',
  'category',
  'year',
  'updated_at',
  'published_at',
  'sort_order',
] as const;

export interface PortfolioItemFilters {
  publication: Publication | undefined;
  featured: boolean | undefined;
  category: PortfolioCategory | undefined;
}

export type PortfolioItemListRow = Pick<
  Tables<'portfolio_items'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'client'
  | 'category'
  | 'year'
  | 'featured'
  | 'status'
  | 'published_at'
  | 'updated_at'
  | 'sort_order'
>;

const COLUMNS =
  'id, slug, title, client, category, year, featured, status, published_at, updated_at, sort_order';

export const portfolioItemsListQuery = (state: TableState, filters: PortfolioItemFilters) =>
  queryOptions({
    queryKey: [...PORTFOLIO_KEY, 'list', state, filters],
    queryFn: async (): Promise<TablePage<PortfolioItemListRow>> => {
      let query = supabase.from('portfolio_items').select(COLUMNS, { count: 'exact' });
      const now = new Date().toISOString();
      if (filters.publication === 'draft') query = query.eq('status', 'draft');
      if (filters.publication === 'scheduled') query = query.neq('status', 'draft').gt('published_at', now);
      if (filters.publication === 'published') query = query.neq('status', 'draft').lte('published_at', now);
      if (filters.featured !== undefined) query = query.eq('featured', filters.featured);
      if (filters.category) query = query.eq('category', filters.category);
      if (state.search.trim()) query = query.or(searchFilter(['title', 'client'], state.search));
      const sort = state.sort ?? { column: 'updated_at', ascending: false };
      const [from, to] = pageRange(state);
      return toTablePage(
        await query
          .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
          .order('id')
          .range(from, to),
      );
    },
    placeholderData: keepPreviousData,
  });

export const usePortfolioItemsList = (state: TableState, filters: PortfolioItemFilters) =>
  useQuery(portfolioItemsListQuery(state, filters));
