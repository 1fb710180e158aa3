import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import type { RedirectValues } from '@lib/seo/redirect-schema';
import type { PageSeoValues } from '@admin/lib/seo/page-seo-schema';
import { describeSaveError } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';

export type PageSeoRow = Pick<
  Tables<'page_seo'>,
  'route' | 'title' | 'description' | 'og_image_path' | 'og_image_alt' | 'canonical_url' | 'noindex'
>;
type VisibilityRow = Pick<Tables<'page_visibility'>, 'page_name' | 'is_visible'>;

export interface SeoData {
  rows: PageSeoRow[];
  visibility: VisibilityRow[];
}

const seoDataQuery = () =>
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

export type RedirectRow = Pick<
  Tables<'redirects'>,
  'id' | 'from_path' | 'to_path' | 'status_code' | 'is_active' | 'updated_at'
>;

const redirectsQuery = () =>
  queryOptions({
    queryKey: ['seo-management', 'redirects'],
    queryFn: async (): Promise<RedirectRow[]> => {
      const { data } = await supabase
        .from('redirects')
        .select('id, from_path, to_path, status_code, is_active, updated_at')
        .order('from_path')
        .throwOnError();
      return data;
    },
  });

export const useRedirects = () => useQuery(redirectsQuery());

function useRedirectMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: redirectsQuery().queryKey }),
  });
}

/** Adds a redirect (id null) or changes one. */
export const useSaveRedirect = () =>
  useRedirectMutation(async ({ id, values }: { id: string | null; values: RedirectValues }) => {
    if (id === null) await supabase.from('redirects').insert(values).throwOnError();
    else await supabase.from('redirects').update(values).eq('id', id).throwOnError();
  });

export const useSetRedirectActive = () =>
  useRedirectMutation(async ({ id, isActive }: { id: string; isActive: boolean }) => {
    await supabase.from('redirects').update({ is_active: isActive }).eq('id', id).throwOnError();
  });

export const useDeleteRedirect = () =>
  useRedirectMutation(async (id: string) => {
    await supabase.from('redirects').delete().eq('id', id).throwOnError();
  });

interface MediaImage {
  /** The object's path in the media bucket: what page_seo.og_image_path stores. */
  path: string;
  name: string;
  url: string;
}

const IMAGE_NAME = /\.(jpe?g|png|webp|avif|gif|svg)$/i;
const LIST_LIMIT = 200;

export const mediaImageUrl = (path: string): string =>
  supabase.storage.from('media').getPublicUrl(path).data.publicUrl;

/** The images in one folder of the media bucket ('' is its top), with the folders under it. */
const mediaImagesQuery = (folder: string) =>
  queryOptions({
    queryKey: ['seo-management', 'media', folder],
    queryFn: async (): Promise<{ images: MediaImage[]; folders: string[] }> => {
      const { data, error } = await supabase.storage
        .from('media')
        .list(folder, { limit: LIST_LIMIT, sortBy: { column: 'name', order: 'asc' } });
      if (error) throw error;
      const prefix = folder ? `${folder}/` : '';
      return {
        // Folders come back without an id.
        folders: data.filter((item) => item.id === null).map((item) => `${prefix}${item.name}`),
        images: data
          .filter((item) => item.id !== null && IMAGE_NAME.test(item.name))
          .map((item) => ({
            path: `${prefix}${item.name}`,
            name: item.name,
            url: mediaImageUrl(`${prefix}${item.name}`),
          })),
      };
    },
  });

export const useMediaImages = (folder: string, enabled: boolean) =>
  useQuery({ ...mediaImagesQuery(folder), enabled });

/** A friendly sentence for a failed save of page_seo or redirects (CHECKs, unique keys, RLS). */
export const friendlySaveError = (error: unknown): string =>
  describeSaveError(error, {
    duplicate: 'A redirect from this address already exists. Edit that one instead.',
    forbidden: 'You do not have permission to change SEO settings.',
  });
