import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { Backup } from './list-backups';
import { BACKUPS_KEY } from './list-backups';

const FORBIDDEN = 'Only admins can delete backups.';

/**
 * Removes the file, then the row: a row whose file is gone can be deleted again, whereas a file
 * without its row would be invisible. Storage deletes nothing without an error when refused.
 */
async function deleteBackup(backup: Pick<Backup, 'id' | 'file_path'>): Promise<void> {
  const bucket = supabase.storage.from('backups');
  const removed = await bucket.remove([backup.file_path]);
  if (removed.error) throw removed.error;
  if (removed.data.length === 0) {
    const stillThere = await bucket.exists(backup.file_path);
    if (stillThere.data) throw new Error(FORBIDDEN);
  }
  const { data } = await supabase.from('backups').delete().eq('id', backup.id).select('id').throwOnError();
  if (data.length === 0) throw new Error(FORBIDDEN);
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
