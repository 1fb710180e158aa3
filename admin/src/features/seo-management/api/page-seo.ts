import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageSeoValues } from '@admin/lib/seo/page-seo-schema';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';

export type PageSeoRow = Pick<
  Tables<'page_seo'>,
  'route' | 'title' | 'description' | 'og_image_path' | 'og_image_alt' | 'canonical_url' | 'noindex'
>;
export type VisibilityRow = Pick<Tables<'page_visibility'>, 'page_name' | 'is_visible'>;

export interface SeoData {
  rows: PageSeoRow[];
  visibility: VisibilityRow[];
}

export const seoDataQuery = () =>
  queryOptions({
    queryKey: ['seo-management', 'pages'],
    queryFn: async (): Promise<SeoData> => {
      const [rows, visibility] = await Promise.all([
        supabase
          .from('page_seo')
          .select('route, title, description, og_image_path, og_image_alt, canonical_url, noindex')
          .order('route')
          .throwOnError(),
        supabase.from('page_visibility').select('page_name, is_visible').throwOnError(),
      ]);
      return { rows: rows.data, visibility: visibility.data };
    },
  });

export const useSeoData = () => useQuery(seoDataQuery());

/** Saves one route's meta tags: creates its page_seo row on the first save. */
export const useSavePageSeo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PageSeoValues) => {
      await supabase.from('page_seo').upsert(values, { onConflict: 'route' }).throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: seoDataQuery().queryKey }),
  });
};
