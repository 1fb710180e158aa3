import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restoreResult } from '@functions/backups/contract';
import { callBackups } from './backups-function';
import { BACKUPS_KEY } from './list-backups';

const restore = (backupId: string, dryRun: boolean) =>
  callBackups({ action: 'restore', backup_id: backupId, dry_run: dryRun }, restoreResult);

/** What restoring the backup would change, computed afresh each time the dialog opens. */
export const dryRunQuery = (backupId: string) =>
  queryOptions({
    queryKey: [...BACKUPS_KEY, 'dry-run', backupId],
    queryFn: () => restore(backupId, true),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useDryRun = (backupId: string) => useQuery(dryRunQuery(backupId));

/** Replaces the data with the backup's in one transaction; every cached list is stale afterwards. */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backupId: string) => restore(backupId, false),
    // Not awaited, and not the dry run: the toast should not wait for every list to reload.
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'dry-run' });
    },
  });
}
