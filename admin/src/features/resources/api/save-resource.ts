import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@lib/database.types';
import { contentKeys } from '@admin/lib/content-resource/keys';
import { type PublishIntent, publicationColumns } from '@admin/lib/publication';
import { uploadWithProgress } from '@admin/lib/storage-upload';
import { supabase } from '@admin/lib/supabase';
import { objectPathFor, type ResourceFileType, withStoredType } from '../resource-file';

/** The fields of a resource other than its source and publication. */
export type ResourceDetails = Pick<
  TablesInsert<'resources'>,
  'slug' | 'title' | 'description' | 'type' | 'category'
>;

/** Where the resource's file comes from: a new upload, the file it already has, or a link. */
export type ResourceSource =
  | { kind: 'upload'; file: File; fileType: ResourceFileType }
  | { kind: 'keep' }
  | { kind: 'link'; url: string; fileType: ResourceFileType };

export interface SaveResourceInput {
  id: string | null;
  /** The file the stored row has now, removed once a save replaces it. */
  previousFilePath: string | null;
  details: ResourceDetails;
  intent: PublishIntent;
  source: ResourceSource;
  onProgress?: (fraction: number) => void;
}

export interface SaveResourceResult {
  /** False when a replaced file could not be removed from storage (it stays, unused). */
  oldFileRemoved: boolean;
}

interface SourceColumns {
  file_path: string | null;
  external_url: string | null;
  file_type: ResourceFileType;
  file_size_bytes: number | null;
}

/** Uploads under `<slug>/<name>`; a name already taken (an earlier upload) gets a short suffix. */
async function upload(slug: string, file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const stored = withStoredType(file);
  const progress = onProgress ? { onProgress } : {};
  const path = objectPathFor(slug, file.name);
  try {
    await uploadWithProgress({ bucket: 'downloads', path, file: stored, ...progress });
    return path;
  } catch (error) {
    if (!(error instanceof Error) || !/already exists/i.test(error.message)) throw error;
    const unique = objectPathFor(slug, file.name, Date.now().toString(36));
    await uploadWithProgress({ bucket: 'downloads', path: unique, file: stored, ...progress });
    return unique;
  }
}

/** The source columns of an upload or a link (exactly one of file_path and external_url); null keeps the file. */
function sourceColumns(source: ResourceSource, uploadedPath: string | null): SourceColumns | null {
  switch (source.kind) {
    case 'upload':
      return {
        file_path: uploadedPath,
        external_url: null,
        file_type: source.fileType,
        file_size_bytes: source.file.size,
      };
    case 'link':
      return { file_path: null, external_url: source.url, file_type: source.fileType, file_size_bytes: null };
    case 'keep':
      return null;
  }
}

/** Removes a file; a refusal by storage (still used) is no error, just nothing removed. */
const removeFile = async (path: string): Promise<boolean> => {
  const { data, error } = await supabase.storage.from('downloads').remove([path]);
  return error === null && data.length > 0;
};

/**
 * Saves a resource with exactly one source: uploads a new file first, then saves the row (removing
 * the new file again when the row is refused), then removes the file the row used before.
 */
async function saveResource(input: SaveResourceInput): Promise<SaveResourceResult> {
  const { id, previousFilePath, source, onProgress } = input;
  const details = { ...input.details, ...publicationColumns(input.intent) };
  const uploadedPath = source.kind === 'upload' ? await upload(details.slug, source.file, onProgress) : null;
  const columns = sourceColumns(source, uploadedPath);
  try {
    if (id !== null)
      await supabase
        .from('resources')
        .update({ ...details, ...columns })
        .eq('id', id)
        .throwOnError();
    else if (columns)
      await supabase
        .from('resources')
        .insert({ ...details, ...columns })
        .throwOnError();
    else throw new Error('Upload a file or enter a link.');
  } catch (error) {
    if (uploadedPath) await removeFile(uploadedPath);
    throw error;
  }
  const replaced = previousFilePath !== null && source.kind !== 'keep' && previousFilePath !== uploadedPath;
  return { oldFileRemoved: replaced ? await removeFile(previousFilePath) : true };
}

export const useSaveResource = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResource,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys('resources').all }),
  });
};
