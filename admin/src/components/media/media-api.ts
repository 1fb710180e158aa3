import { useQuery } from '@tanstack/react-query';
import type { Database } from '@lib/database.types';
import { describeSaveError, type SaveErrorMessages } from '@admin/lib/errors';
import { useRefreshingMutation } from '@admin/lib/query-client';
import { supabase } from '@admin/lib/supabase';
import { uploadWithProgress } from '@admin/lib/storage-upload';
import { tablePageQuery } from '@admin/lib/table-query';
import { searchFilter } from '@admin/lib/table-state';
import { type ImageType, libraryPath, measureImage } from './media-files';

export type MediaAsset = Database['public']['Tables']['media_assets']['Row'];

export interface MediaListQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  search: string;
}

/** Every cached page of the library starts with this key, so one invalidation refreshes them all. */
export const MEDIA_ASSETS_KEY = ['media-library', 'assets'] as const;

/** One page of the media library, newest first, matching the search in alt text or file name. */
export const useMediaAssets = (query: MediaListQuery) =>
  useQuery(
    tablePageQuery<MediaAsset>(
      [...MEDIA_ASSETS_KEY, query.search],
      { ...query, sort: null },
      { column: 'created_at', ascending: false },
      ([from, to], sort) => {
        let request = supabase.from('media_assets').select('*', { count: 'exact' });
        if (query.search.trim()) request = request.or(searchFilter(['alt_text', 'file_name'], query.search));
        return request.order(sort.column, { ascending: sort.ascending }).order('path').range(from, to);
      },
    ),
  );

/** For writes to media_assets. */
export const MEDIA_ERRORS: SaveErrorMessages = {
  duplicate: 'The library already has an image at this address. Try the upload again.',
  invalid:
    'The library refused this image’s details: alt text must be 1 to 200 characters, and an image at most 20,000 pixels wide or high.',
  forbidden: 'You do not have permission to change the media library.',
};

interface MediaUploadInput {
  file: File;
  type: ImageType;
  alt: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads an image to the media bucket, then records it in media_assets. When the record cannot
 * be written, the uploaded object is removed again so no file is left that the library cannot show.
 */
async function uploadMediaAsset({
  file,
  type,
  alt,
  onProgress,
  signal,
}: MediaUploadInput): Promise<MediaAsset> {
  const size = await measureImage(file);
  if (!size) throw new Error(`“${file.name}” could not be read as an image. It may be damaged.`);
  const path = libraryPath(file.name, type);
  await uploadWithProgress({
    bucket: 'media',
    path,
    file,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
  const { data, error } = await supabase
    .from('media_assets')
    .insert({
      path,
      alt_text: alt.trim(),
      file_name: file.name.trim().slice(0, 200) || 'image',
      mime_type: type,
      size_bytes: file.size,
      width: size.width,
      height: size.height,
    })
    .select()
    .single();
  if (error) {
    await supabase.storage.from('media').remove([path]);
    throw new Error(describeSaveError(error, MEDIA_ERRORS));
  }
  return data;
}

export const useUploadMediaAsset = () => useRefreshingMutation(MEDIA_ASSETS_KEY, uploadMediaAsset);
