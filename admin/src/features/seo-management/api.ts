import { useQuery } from '@tanstack/react-query';
import type { QueryData } from '@supabase/supabase-js';
import type { RedirectValues } from '@lib/seo/redirect-schema';
import type { PageSeoValues } from '@admin/lib/seo/page-seo-schema';
import { dataOrThrow } from '@admin/lib/auth/answer';
import { describeSaveError } from '@admin/lib/errors';
import { publicFileUrl } from '@admin/lib/media-url';
import { useRefreshingMutation } from '@admin/lib/query-client';
import { supabase } from '@admin/lib/supabase';

const PAGES_KEY = ['seo-management', 'pages'] as const;
const REDIRECTS_KEY = ['seo-management', 'redirects'] as const;

const selectPages = () =>
  supabase
    .from('page_seo')
    .select('route, title, description, og_image_path, og_image_alt, canonical_url, noindex')
    .order('route');

export type PageSeoRow = QueryData<ReturnType<typeof selectPages>>[number];

export const useSeoData = () =>
  useQuery({
    queryKey: PAGES_KEY,
    queryFn: async () => {
      const [rows, visibility] = await Promise.all([
        selectPages().throwOnError(),
        supabase.from('page_visibility').select('page_name, is_visible').throwOnError(),
      ]);
      return { rows: rows.data, visibility: visibility.data };
    },
  });

export type SeoData = NonNullable<ReturnType<typeof useSeoData>['data']>;

/** Saves one route's meta tags: creates its page_seo row on the first save. */
export const useSavePageSeo = () =>
  useRefreshingMutation(PAGES_KEY, async (values: PageSeoValues) => {
    await supabase.from('page_seo').upsert(values, { onConflict: 'route' }).throwOnError();
  });

const selectRedirects = () =>
  supabase.from('redirects').select('id, from_path, to_path, status_code, is_active').order('from_path');

export type RedirectRow = QueryData<ReturnType<typeof selectRedirects>>[number];

export const useRedirects = () =>
  useQuery({
    queryKey: REDIRECTS_KEY,
    queryFn: async (): Promise<RedirectRow[]> => (await selectRedirects().throwOnError()).data,
  });

/** Adds a redirect (id null) or changes one. */
export const useSaveRedirect = () =>
  useRefreshingMutation(
    REDIRECTS_KEY,
    async ({ id, values }: { id: string | null; values: RedirectValues }) => {
      if (id === null) await supabase.from('redirects').insert(values).throwOnError();
      else await supabase.from('redirects').update(values).eq('id', id).throwOnError();
    },
  );

export const useSetRedirectActive = () =>
  useRefreshingMutation(REDIRECTS_KEY, async ({ id, isActive }: { id: string; isActive: boolean }) => {
    await supabase.from('redirects').update({ is_active: isActive }).eq('id', id).throwOnError();
  });

export const useDeleteRedirect = () =>
  useRefreshingMutation(REDIRECTS_KEY, async (id: string) => {
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

/** The images in one folder of the media bucket ('' is its top), with the folders under it. */
export const useMediaImages = (folder: string) =>
  useQuery({
    queryKey: ['seo-management', 'media', folder],
    queryFn: async (): Promise<{ images: MediaImage[]; folders: string[] }> => {
      const data = await dataOrThrow(
        supabase.storage
          .from('media')
          .list(folder, { limit: LIST_LIMIT, sortBy: { column: 'name', order: 'asc' } }),
      );
      const prefix = folder ? `${folder}/` : '';
      return {
        // Folders come back without an id.
        folders: data.filter((item) => item.id === null).map((item) => `${prefix}${item.name}`),
        images: data
          .filter((item) => item.id !== null && IMAGE_NAME.test(item.name))
          .map((item) => ({
            path: `${prefix}${item.name}`,
            name: item.name,
            url: publicFileUrl('media', `${prefix}${item.name}`),
          })),
      };
    },
  });

/** A friendly sentence for a failed save of page_seo or redirects (CHECKs, unique keys, RLS). */
export const friendlySaveError = (error: unknown): string =>
  describeSaveError(error, {
    duplicate: 'A redirect from this address already exists. Edit that one instead.',
    forbidden: 'You do not have permission to change SEO settings.',
  });
