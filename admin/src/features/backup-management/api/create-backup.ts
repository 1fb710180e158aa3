import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backupAnswer } from '@functions/backups/contract';
import { callBackups } from './backups-function';
import { BACKUPS_KEY } from './list-backups';

/** "Back up now": the function reads everything in one snapshot and stores the document. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (await callBackups({ action: 'create', ...(note ? { note } : {}) }, backupAnswer)).backup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
