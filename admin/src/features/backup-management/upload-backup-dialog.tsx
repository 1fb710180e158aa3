import { useId, useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Dialog } from '@admin/components/ui/dialog';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import type { Backup } from './api/list-backups';
import { useUploadBackup } from './api/upload-backup';
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
  const inputId = useId();
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
  const choose = (file: File | undefined) => {
    if (!file) return;
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
        <div className="space-y-4">
          <p className="text-sm text-ink-800" data-testid="upload-done">
            The backup was verified and added: {totalRows(uploaded.row_counts).toLocaleString('en')} rows.
            Check what restoring it would change before you decide.
          </p>
          <div className="flex justify-end gap-3 border-t border-ink-100 pt-4">
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
          </div>
        </div>
      ) : (
        <div className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
            Backup file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            disabled={upload.isPending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
            className="block w-full text-sm text-ink-900 file:mr-3 file:rounded-lg file:border file:border-ink-200 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          {upload.isPending && (
            <p role="status" className="text-sm text-ink-800">
              Uploading and checking the file…
            </p>
          )}
          {problem && (
            <p
              id={`${inputId}-error`}
              role="alert"
              className="text-sm font-medium text-red-700"
              data-testid="upload-problem"
            >
              {problem}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
