import { type SyntheticEvent, useState } from 'react';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { formatBytes } from '@admin/components/media/media-files';
import { Dialog } from '@admin/components/ui/dialog';
import { Field, Textarea } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { useCreateBackup } from './api/backups';
import { totalRows } from './backup-files';

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
