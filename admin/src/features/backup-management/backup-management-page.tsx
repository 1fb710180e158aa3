import { DatabaseBackup, Upload } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { Button } from '@admin/components/ui/button';
import { DeleteConfirmDialog } from '@admin/components/ui/delete-confirm-dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { dateTime } from '@admin/lib/format-time';
import { newestFirst } from '@admin/lib/table-state';
import {
  type Backup,
  SORTABLE,
  useBackupAuthor,
  useBackups,
  useDeleteBackup,
  useDownloadBackup,
} from './api/backups';
import { backupColumns } from './backup-columns';
import { CreateBackupDialog, UploadBackupDialog } from './backup-dialogs';
import { RestoreDialog, type RestoreTarget } from './restore-dialog';

const DEFAULTS = newestFirst(SORTABLE);

/** /admin/backup-management: back up, download, upload, restore (after a dry run) and delete backups. */
export function BackupManagementPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const list = useBackups(state);
  const author = useBackupAuthor();
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [restoring, setRestoring] = useState<RestoreTarget | null>(null);
  const [deleting, setDeleting] = useState<Backup | null>(null);
  const download = useDownloadBackup();
  const remove = useDeleteBackup();

  const onDownload = (backup: Backup) =>
    download.mutate(backup.file_path, {
      onError: (error) =>
        toast({ title: 'Not downloaded', description: describeError(error), variant: 'error' }),
    });
  const columns = backupColumns({
    author,
    downloading: download.isPending ? download.variables : null,
    onDownload,
    onRestore: setRestoring,
    onDelete: setDeleting,
  });
  return (
    <>
      <PageHeader
        title="Backups"
        description="Content, settings and inbox data with the list of stored files. Automatic backups keep the 7 latest daily and 4 weekly copies; manual and uploaded ones stay until you delete them."
        actions={
          <>
            <Button variant="secondary" onClick={() => setUploading(true)}>
              <Upload className="h-4 w-4" aria-hidden="true" /> Upload a backup
            </Button>
            <Button onClick={() => setCreating(true)}>
              <DatabaseBackup className="h-4 w-4" aria-hidden="true" /> Back up now
            </Button>
          </>
        }
      />
      <DataTable
        label="Backups, newest first"
        columns={columns}
        query={list}
        state={state}
        onStateChange={setState}
        emptyTitle="No backups yet. Back up now to make the first one."
      />
      <CreateBackupDialog open={creating} onOpenChange={setCreating} />
      <UploadBackupDialog open={uploading} onOpenChange={setUploading} onCheckRestore={setRestoring} />
      {restoring && (
        <RestoreDialog key={restoring.id} backup={restoring} onClose={() => setRestoring(null)} />
      )}
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this backup?"
        description={(backup) =>
          `The backup of ${dateTime(backup.created_at)} and its file are removed for good. Download it first to keep a copy.`
        }
        confirmLabel="Delete backup"
        remove={remove.mutateAsync}
        deleted="Backup deleted"
      />
    </>
  );
}
