import type { Tables } from '@lib/database.types';
import type { PreparedWrite } from '@admin/lib/content-resource/resource';
import { uploadWithProgress } from '@admin/lib/storage-upload';
import { supabase } from '@admin/lib/supabase';
import { fileTypeOf, objectPathFor, withStoredType } from './resource-file';
import type { ResourceForm } from './resource-schema';
import { setUploadProgress } from './resource-source-field';

/** Uploads under `<slug>/<name>`; a name already taken (an earlier upload) gets a short suffix. */
async function upload(slug: string, file: File): Promise<string> {
  const stored = withStoredType(file);
  const path = objectPathFor(slug, file.name);
  const put = (at: string) =>
    uploadWithProgress({ bucket: 'downloads', path: at, file: stored, onProgress: setUploadProgress });
  try {
    await put(path);
    return path;
  } catch (error) {
    if (!(error instanceof Error) || !/already exists/i.test(error.message)) throw error;
    const unique = objectPathFor(slug, file.name, Date.now().toString(36));
    await put(unique);
    return unique;
  }
}

/**
 * Storage refuses to remove a file a row still names; a file left behind is removed a day later
 * by the server's clean-up (public.unused_downloads()), so a refusal here is no error.
 */
const removeFile = async (path: string): Promise<void> => {
  await supabase.storage.from('downloads').remove([path]);
};

/**
 * Before a resource's row is written: a chosen file is uploaded (its path, type and size join the
 * write, and it is removed again if the write is refused); once the row uses a new source, the
 * file it had before is removed.
 */
export async function prepareSource(
  form: ResourceForm,
  stored: Tables<'resources'> | null,
): Promise<PreparedWrite> {
  const previous = stored?.file_path ?? null;
  const replaced = (now: string | null): Pick<PreparedWrite, 'saved'> =>
    previous && previous !== now ? { saved: () => removeFile(previous) } : {};
  if (form.source === 'link') return { columns: {}, ...replaced(null) };
  const fileType = form.file ? fileTypeOf(form.file.name) : null;
  if (!form.file || !fileType) return { columns: {} };
  setUploadProgress(0);
  try {
    const path = await upload(form.slug, form.file);
    return {
      columns: { file_path: path, external_url: null, file_type: fileType, file_size_bytes: form.file.size },
      refused: () => removeFile(path),
      ...replaced(path),
    };
  } finally {
    setUploadProgress(null);
  }
}
