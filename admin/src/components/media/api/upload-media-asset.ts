import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { uploadWithProgress } from '@admin/lib/storage-upload';
import { type ImageType, libraryPath, measureImage } from '../media-files';
import { MEDIA_ASSETS_KEY, type MediaAsset } from './list-media-assets';
import { MEDIA_ERRORS } from './media-error-messages';
import { describeSaveError } from '@admin/lib/errors';

export interface MediaUploadInput {
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
export async function uploadMediaAsset({
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

export function useUploadMediaAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMediaAsset,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_ASSETS_KEY }),
  });
}
