import { useMutation } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { downloadName } from '../backup-files';

/** Fetches the document with the admin's rights (the bucket is private) and saves it under its own name. */
async function downloadBackup(filePath: string): Promise<void> {
  const { data, error } = await supabase.storage.from('backups').download(filePath);
  if (error) throw error;
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(filePath);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
