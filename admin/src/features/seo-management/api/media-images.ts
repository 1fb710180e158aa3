import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';

export interface MediaImage {
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
export const mediaImagesQuery = (folder: string) =>
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
