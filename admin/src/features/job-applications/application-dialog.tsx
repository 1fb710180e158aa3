import { useState } from 'react';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { useDeleteApplication } from './api/delete-application';
import { useApplication } from './api/get-application';
import type { ApplicationRow } from './api/list-applications';
import { ApplicationDetail } from './application-detail';
import { APPLICATION_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';

interface ApplicationDialogProps {
  row: ApplicationRow;
  canDelete: boolean;
  onClose: () => void;
}

/** The detail panel of one application, kept fresh from the server, and its delete confirmation. */
export function ApplicationDialog({ row, canDelete, onClose }: ApplicationDialogProps) {
  const detail = useApplication(row);
  const remove = useDeleteApplication();
  const [confirming, setConfirming] = useState(false);
  const application = detail.data;
  const title = application?.full_name ?? row.full_name;
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
        description={`Applied for ${(application ?? row).job?.title ?? 'a job that was removed'}`}
        className="max-w-2xl"
      >
        {application ? (
          <ApplicationDetail
            application={application}
            onDelete={canDelete ? () => setConfirming(true) : null}
          />
        ) : (
          <EmptyState title="This application no longer exists." />
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
