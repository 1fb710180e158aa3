import { useState } from 'react';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { useDeleteApplication } from './api/delete-application';
import type { ApplicationRow } from './api/list-applications';
import { ApplicationDetail } from './application-detail';
import { APPLICATION_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';

interface ApplicationDialogProps {
  /** The application as last read; `gone` when it has since been deleted. */
  row: ApplicationRow;
  gone: boolean;
  canDelete: boolean;
  onClose: () => void;
}

/** The detail panel of one application and its delete confirmation. */
export function ApplicationDialog({ row, gone, canDelete, onClose }: ApplicationDialogProps) {
  const remove = useDeleteApplication();
  const [confirming, setConfirming] = useState(false);
  const title = row.full_name;
  const onConfirmDelete = () =>
    remove.mutate(row, {
      onSuccess: ({ resumeRemoved }) => {
        toast({
          title: 'Application deleted',
          ...(resumeRemoved
            ? {}
            : { description: 'The résumé file could not be removed; it stays private.' }),
          variant: 'success',
        });
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Not deleted',
          description: describeSaveError(error, APPLICATION_ERRORS),
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
        title={title}
        description={`Applied for ${row.job?.title ?? 'a job that was removed'}`}
        className="max-w-2xl"
      >
        {gone ? (
          <EmptyState title="This application no longer exists." />
        ) : (
          <ApplicationDetail application={row} onDelete={canDelete ? () => setConfirming(true) : null} />
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this application?"
        description={`${title}'s application and résumé will be deleted for good.`}
        confirmLabel="Delete application"
        destructive
        pending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </>
  );
}
