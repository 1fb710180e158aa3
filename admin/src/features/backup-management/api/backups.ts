import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { backupAnswer, restoreResult as restoreAnswer } from '@functions/backups/contract';
import { dataOrThrow } from '@admin/lib/auth/answer';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { useRefreshingMutation } from '@admin/lib/query-client';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { supabase } from '@admin/lib/supabase';
import { tablePageQuery } from '@admin/lib/table-query';
import type { TableState } from '@admin/lib/table-state';
import { downloadName, uploadPath } from '../backup-files';
import { callBackups } from './backups-function';

export type Backup = Pick<
  Tables<'backups'>,
  'id' | 'kind' | 'file_path' | 'size_bytes' | 'row_counts' | 'note' | 'created_by' | 'created_at'
>;

const COLUMNS = 'id, kind, file_path, size_bytes, row_counts, note, created_by, created_at';
export const SORTABLE = ['created_at', 'size_bytes'] as const;
/** Every cached query of the area starts with this key, so one invalidation refreshes them all. */
const BACKUPS_KEY = ['backup-management'] as const;
const FORBIDDEN = 'Only admins can delete backups.';

export const useBackups = (state: TableState) =>
  useQuery(
    tablePageQuery<Backup>(
      [...BACKUPS_KEY, 'list'],
      state,
      { column: 'created_at', ascending: false },
      ([from, to], sort) =>
        supabase
          .from('backups')
          .select(COLUMNS, { count: 'exact' })
          .order(sort.column, { ascending: sort.ascending })
          .order('id')
          .range(from, to),
    ),
  );

/** "Back up now": the function reads everything in one snapshot and stores the document. */
export const useCreateBackup = () =>
  useRefreshingMutation(
    BACKUPS_KEY,
    async (note: string) =>
      (await callBackups({ action: 'create', ...(note ? { note } : {}) }, backupAnswer)).backup,
  );

/**
 * Puts the file under `uploaded/` in the private bucket, then asks the function to verify and
 * record it; a file it refuses is removed by the function.
 */
export const useUploadBackup = () =>
  useRefreshingMutation(BACKUPS_KEY, async (file: File) => {
    const path = uploadPath();
    await dataOrThrow(
      supabase.storage.from('backups').upload(path, file, { contentType: 'application/json', upsert: false }),
    );
    return (await callBackups({ action: 'register-upload', path }, backupAnswer)).backup;
  });

/**
 * Removes the file, then the row: a row whose file is gone can be deleted again, whereas a file
 * without its row would be invisible. Storage deletes nothing without an error when refused.
 */
export const useDeleteBackup = () =>
  useRefreshingMutation(BACKUPS_KEY, async (backup: Pick<Backup, 'id' | 'file_path'>) => {
    const bucket = supabase.storage.from('backups');
    const removed = await bucket.remove([backup.file_path]);
    if (removed.error) throw removed.error;
    if (removed.data.length === 0 && (await bucket.exists(backup.file_path)).data) throw new Error(FORBIDDEN);
    const { data } = await supabase.from('backups').delete().eq('id', backup.id).select('id').throwOnError();
    if (data.length === 0) throw new Error(FORBIDDEN);
  });

/** Fetches the document with the admin's rights (the bucket is private) and saves it under its own name. */
export const useDownloadBackup = () =>
  useMutation({
    mutationFn: async (filePath: string) => {
      const url = URL.createObjectURL(await dataOrThrow(supabase.storage.from('backups').download(filePath)));
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadName(filePath);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });

const restore = (backupId: string, dryRun: boolean) =>
  callBackups({ action: 'restore', backup_id: backupId, dry_run: dryRun }, restoreAnswer);

/** What restoring the backup would change, computed afresh each time the dialog opens. */
export const useDryRun = (backupId: string) =>
  useQuery({
    queryKey: [...BACKUPS_KEY, 'dry-run', backupId],
    queryFn: () => restore(backupId, true),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

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

/** Names who made each listed backup: "You", a colleague's name, or "Automatic" for the scheduled ones. */
export function useBackupAuthor(): (backup: Backup) => string {
  const me = useCurrentStaff().session.user.id;
  // The staff directory names colleagues as everywhere in the admin, former ones included.
  const names = useStaffDirectory().data;
  return (backup) => {
    if (backup.created_by === me) return 'You';
    if (backup.created_by) return names?.get(backup.created_by) ?? 'An admin';
    return backup.kind === 'daily' || backup.kind === 'weekly' ? 'Automatic' : 'A deleted account';
  };
}
