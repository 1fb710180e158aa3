import { useState } from 'react';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { useDeleteSubmission } from './api/delete-submission';
import type { SubmissionRow } from './api/list-submissions';
import { SUBMISSION_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';
import { KIND_LABELS } from './inbox-status';
import { SubmissionDetail } from './submission-detail';

interface SubmissionDialogProps {
  /** The submission as last read; `gone` when it has since been deleted. */
  row: SubmissionRow;
  gone: boolean;
  canDelete: boolean;
  onClose: () => void;
}

/** The detail panel of one submission and its delete confirmation. */
export function SubmissionDialog({ row, gone, canDelete, onClose }: SubmissionDialogProps) {
  const remove = useDeleteSubmission();
  const [confirming, setConfirming] = useState(false);
  const onConfirmDelete = () =>
    remove.mutate(row.id, {
      onSuccess: () => {
        toast({ title: 'Submission deleted', variant: 'success' });
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Not deleted',
          description: describeSaveError(error, SUBMISSION_ERRORS),
          variant: 'error',
        });
        setConfirming(false);
      },
    });
  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={row.subject ?? `${KIND_LABELS[row.kind]} from ${row.name}`}
        description={row.subject ? `${KIND_LABELS[row.kind]} from ${row.name}` : undefined}
        className="max-w-2xl"
      >
        {gone ? (
          <EmptyState title="This submission no longer exists." />
        ) : (
          <SubmissionDetail submission={row} onDelete={canDelete ? () => setConfirming(true) : null} />
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this submission?"
        description={`The ${KIND_LABELS[row.kind].toLowerCase()} from ${row.name} will be deleted for good.`}
        confirmLabel="Delete submission"
        destructive
        pending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </>
  );
}
