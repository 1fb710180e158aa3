import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { valueFilter } from '@admin/lib/content-resource/filters';
import { contentKeys } from '@admin/lib/content-resource/keys';
import { useContentList } from '@admin/lib/content-resource/list';
import { useOrderedContent } from '@admin/lib/content-resource/order';
import { supabase } from '@admin/lib/supabase';
import type { TableState } from '@admin/lib/table-state';
import { RESOURCE_TYPE_KEYS, type ResourceType } from '../resource-file';

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

export type ResourceOrderRow = Pick<
  ResourceRow,
  'id' | 'title' | 'type' | 'sort_order' | 'status' | 'published_at'
>;

export interface ResourceFilter {
  type: ResourceType | undefined;
  category: string;
}

export const RESOURCE_SORTABLE = ['sort_order', 'title', 'type', 'category', 'download_count', 'updated_at'];

const keys = contentKeys('resources');

/** The resources as the content-resource layer reads them: the table's page and the order dialog. */
export const RESOURCES = {
  table: 'resources',
  list: {
    select:
      'id, slug, title, description, type, category, file_path, external_url, file_type, file_size_bytes, download_count, sort_order, status, published_at, updated_at',
    searchColumns: ['title', 'slug', 'description', 'category'],
    filters: [
      valueFilter('type', 'Type', 'All types', RESOURCE_TYPE_KEYS),
      valueFilter('category', 'Category', 'All categories', []),
    ],
  },
  order: { select: 'id, title, type, sort_order, status, published_at' },
} as const;

const filterValues = (filter: ResourceFilter): Record<string, string> => ({
  ...(filter.type ? { type: filter.type } : {}),
  ...(filter.category ? { category: filter.category } : {}),
});

/** One page of resources, searched, filtered and sorted by the database. */
export const useResources = (state: TableState, filter: ResourceFilter) =>
  useContentList<ResourceRow>(RESOURCES, state, filterValues(filter));

const ALL_LIMIT = 1000;

/** Every resource in its order on the site, for reordering. */
export const useResourceOrder = () => useOrderedContent<ResourceOrderRow>(RESOURCES);

/** The categories in use, for the filter and the form's suggestions. */
export const resourceCategoriesQuery = () =>
  queryOptions({
    queryKey: [...keys.all, 'categories'],
    queryFn: async (): Promise<string[]> => {
      const { data } = await supabase.from('resources').select('category').limit(ALL_LIMIT).throwOnError();
      return [...new Set(data.map((row) => row.category))].sort((a, b) => a.localeCompare(b));
    },
  });

export const useResourceCategories = () => useQuery(resourceCategoriesQuery());
