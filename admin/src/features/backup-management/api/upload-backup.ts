import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { uploadPath } from '../backup-files';
import { backupAnswer } from '@functions/backups/contract';
import { callBackups } from './backups-function';
import { BACKUPS_KEY } from './list-backups';

/**
 * Puts the file under `uploaded/` in the private bucket, then asks the function to verify and
 * record it; a file it refuses is removed by the function.
 */
async function uploadBackup(file: File) {
  const path = uploadPath();
  const { error } = await supabase.storage
    .from('backups')
    .upload(path, file, { contentType: 'application/json', upsert: false });
  if (error) throw error;
  return (await callBackups({ action: 'register-upload', path }, backupAnswer)).backup;
}

export function useUploadBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
