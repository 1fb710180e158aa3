import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import type { Publication } from '@admin/lib/publication';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TablePage, type TableState } from '@admin/lib/table-state';
import { CASE_STUDIES_KEY } from './keys';

export const SORTABLE = ['title', 'client', 'updated_at', 'published_at', 'sort_order'] as const;

export interface CaseStudyFilters {
  publication: Publication | undefined;
  featured: boolean | undefined;
}

export type CaseStudyListRow = Pick<
  Tables<'case_studies'>,
  'id' | 'slug' | 'title' | 'client' | 'featured' | 'status' | 'published_at' | 'updated_at' | 'sort_order'
>;

const COLUMNS = 'id, slug, title, client, featured, status, published_at, updated_at, sort_order';

export const caseStudiesListQuery = (state: TableState, filters: CaseStudyFilters) =>
  queryOptions({
    queryKey: [...CASE_STUDIES_KEY, 'list', state, filters],
    queryFn: async (): Promise<TablePage<CaseStudyListRow>> => {
      let query = supabase.from('case_studies').select(COLUMNS, { count: 'exact' });
      const now = new Date().toISOString();
      if (filters.publication === 'draft') query = query.eq('status', 'draft');
      if (filters.publication === 'scheduled') query = query.neq('status', 'draft').gt('published_at', now);
      if (filters.publication === 'published') query = query.neq('status', 'draft').lte('published_at', now);
      if (filters.featured !== undefined) query = query.eq('featured', filters.featured);
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

export const useCaseStudiesList = (state: TableState, filters: CaseStudyFilters) =>
  useQuery(caseStudiesListQuery(state, filters));
