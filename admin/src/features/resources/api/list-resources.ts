import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { toTablePage } from '@admin/lib/table-query';
import { pageRange, searchFilter, type TablePage, type TableState } from '@admin/lib/table-state';
import type { ResourceType } from '../resource-file';

export type ResourceRow = Pick<
  Tables<'resources'>,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'type'
  | 'category'
  | 'file_path'
  | 'external_url'
  | 'file_type'
  | 'file_size_bytes'
  | 'download_count'
  | 'sort_order'
  | 'status'
  | 'published_at'
  | 'updated_at'
>;

export type ResourceOrderRow = Pick<ResourceRow, 'id' | 'title' | 'type' | 'status' | 'published_at'>;

export interface ResourceFilter {
  type: ResourceType | undefined;
  category: string;
}

export const RESOURCES_KEY = ['resources', 'resources'] as const;
export const RESOURCE_SORTABLE = ['sort_order', 'title', 'type', 'category', 'download_count', 'updated_at'];

const COLUMNS =
  'id, slug, title, description, type, category, file_path, external_url, file_type, file_size_bytes, download_count, sort_order, status, published_at, updated_at';

/** One page of resources, searched, filtered and sorted by the database. */
export const resourcesQuery = (state: TableState, filter: ResourceFilter) =>
  queryOptions({
    queryKey: [...RESOURCES_KEY, 'page', state, filter],
    queryFn: async (): Promise<TablePage<ResourceRow>> => {
      const [from, to] = pageRange(state);
      let request = supabase.from('resources').select(COLUMNS, { count: 'exact' });
      if (state.search.trim())
        request = request.or(searchFilter(['title', 'slug', 'description', 'category'], state.search));
      if (filter.type) request = request.eq('type', filter.type);
      if (filter.category) request = request.eq('category', filter.category);
      const sort = state.sort ?? { column: 'sort_order', ascending: true };
      return toTablePage(
        await request
          .order(sort.column, { ascending: sort.ascending })
          .order('created_at', { ascending: false })
          .order('id')
          .range(from, to),
      );
    },
    placeholderData: keepPreviousData,
  });

export const useResources = (state: TableState, filter: ResourceFilter) =>
  useQuery(resourcesQuery(state, filter));

const ALL_LIMIT = 1000;

/** Every resource in its order on the site, for reordering (the RPC takes up to 1,000). */
export const resourceOrderQuery = () =>
  queryOptions({
    queryKey: [...RESOURCES_KEY, 'order'],
    queryFn: async (): Promise<ResourceOrderRow[]> => {
      const { data } = await supabase
        .from('resources')
        .select('id, title, type, status, published_at')
        .order('sort_order')
        .order('published_at', { ascending: false, nullsFirst: true })
        .order('created_at', { ascending: false })
        .limit(ALL_LIMIT)
        .throwOnError();
      return data;
    },
  });

export const useResourceOrder = (enabled: boolean) => useQuery({ ...resourceOrderQuery(), enabled });

/** The categories in use, for the filter and the form's suggestions. */
export const resourceCategoriesQuery = () =>
  queryOptions({
    queryKey: [...RESOURCES_KEY, 'categories'],
    queryFn: async (): Promise<string[]> => {
      const { data } = await supabase.from('resources').select('category').limit(ALL_LIMIT).throwOnError();
      return [...new Set(data.map((row) => row.category))].sort((a, b) => a.localeCompare(b));
    },
  });

export const useResourceCategories = () => useQuery(resourceCategoriesQuery());
