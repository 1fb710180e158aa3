import { useState } from 'react';
import { FileInput } from '@admin/components/forms/file-input';
import { Button } from '@admin/components/ui/button';
import { Dialog, DialogFooter } from '@admin/components/ui/dialog';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { type Backup, useUploadBackup } from './api/backups';
import { backupFileProblem, totalRows } from './backup-files';

type Uploaded = Pick<Backup, 'id' | 'kind' | 'created_at' | 'row_counts'>;

interface UploadBackupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the restore dry run of the backup just uploaded. */
  onCheckRestore: (backup: Uploaded) => void;
}

/** Uploads a backup file kept elsewhere; the function verifies it before it is listed. */
export function UploadBackupDialog({ open, onOpenChange, onCheckRestore }: UploadBackupDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const upload = useUploadBackup();
  const close = (next: boolean) => {
    if (upload.isPending) return;
    onOpenChange(next);
    if (!next) {
      setProblem(null);
      setUploaded(null);
    }
  };
  const choose = (file: File) => {
    const reason = backupFileProblem(file);
    setProblem(reason);
    if (reason) return;
    upload.mutate(file, {
      onSuccess: (backup) => {
        setUploaded(backup);
        toast({
          title: 'Backup uploaded',
          description: 'The file was checked and added to the list.',
          variant: 'success',
        });
      },
      onError: (error) => setProblem(describeError(error)),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Upload a backup"
      description="A .json file downloaded from this page. It is checked (format, version and SHA-256) before it is listed; nothing is restored yet."
    >
      {uploaded ? (
        <>
          <p className="text-sm text-ink-800" data-testid="upload-done">
            The backup was verified and added: {totalRows(uploaded.row_counts).toLocaleString('en')} rows.
            Check what restoring it would change before you decide.
          </p>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              Done
            </Button>
            <Button
              onClick={() => {
                close(false);
                onCheckRestore(uploaded);
              }}
            >
              Check what a restore changes
            </Button>
          </DialogFooter>
        </>
      ) : (
        <div className="space-y-2">
          <FileInput
            label="Backup file"
            accept=".json,application/json"
            disabled={upload.isPending}
            problem={problem}
            problemTestId="upload-problem"
            onFile={choose}
          />
          {upload.isPending && (
            <p role="status" className="text-sm text-ink-800">
              Uploading and checking the file…
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
