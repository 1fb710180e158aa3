import { type SyntheticEvent, useState } from 'react';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { FileInput } from '@admin/components/forms/file-input';
import { formatBytes } from '@admin/components/media/media-files';
import { Button } from '@admin/components/ui/button';
import { Dialog, DialogFooter } from '@admin/components/ui/dialog';
import { Field, Textarea } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { type Backup, useCreateBackup, useUploadBackup } from './api/backups';
import { backupFileProblem, totalRows } from './backup-files';

/** backups.note's CHECK. */
const NOTE_MAX = 500;

interface BackupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Back up now", with an optional note saying why (before a big change, say). */
export function CreateBackupDialog({ open, onOpenChange }: BackupDialogProps) {
  const [note, setNote] = useState('');
  const create = useCreateBackup();
  const close = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) setNote('');
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(note.trim(), {
      onSuccess: (backup) => {
        toast({
          title: 'Backup created',
          description: `${totalRows(backup.row_counts).toLocaleString('en')} rows, ${formatBytes(backup.size_bytes)}.`,
          variant: 'success',
        });
        close(false);
      },
      onError: (error) =>
        toast({ title: 'No backup made', description: describeError(error), variant: 'error' }),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Back up now"
      description="Saves all content, settings and inbox data, and the list of stored files, as one file in the private backups storage."
    >
      <form onSubmit={submit} className="space-y-4">
        <Field
          label="Note (optional)"
          hint={`Why this backup, e.g. “Before the redesign”. Up to ${String(NOTE_MAX)} characters.`}
        >
          {(control) => (
            <Textarea
              {...control}
              value={note}
              maxLength={NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <DialogFormActions
          onCancel={() => close(false)}
          pending={create.isPending}
          cancelDisabled={create.isPending}
        >
          Back up now
        </DialogFormActions>
      </form>
    </Dialog>
  );
}

type Uploaded = Pick<Backup, 'id' | 'kind' | 'created_at' | 'row_counts'>;

interface UploadBackupDialogProps extends BackupDialogProps {
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
