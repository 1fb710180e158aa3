import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { countOf, plural } from '@admin/lib/plural';
import { useMoveToTrash } from '@admin/lib/content-resource/trash';
import { JOB_ERRORS } from './error-messages';

interface DeleteJobProps {
  job: { id: string; title: string; applications: number } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting a job: it moves to the trash; its applications are kept. */
export function DeleteJob({ job, onClose, onDeleted }: DeleteJobProps) {
  const remove = useMoveToTrash('jobs');
  const applications = job?.applications ?? 0;
  return (
    <ConfirmDialog
      open={job !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete “${job?.title ?? ''}”?`}
      description={`The job moves to the trash and leaves the careers page with the next publish. You can restore it from Trash for 30 days; after that it is deleted for good.${
        applications === 0
          ? ''
          : ` Its ${countOf(applications, 'application')} ${plural(applications, 'is', 'are')} kept in Job applications, no longer linked to a job once it is deleted for good.`
      }`}
      confirmLabel="Delete job"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!job) return;
        remove.mutate([job.id], {
          onSuccess: () => {
            toast({
              title: 'Job deleted',
              description: `“${job.title}” is in the trash: restore it from Trash within 30 days.`,
              variant: 'success',
            });
            onDeleted?.();
          },
          onError: (error) =>
            toast({
              title: 'Not deleted',
              description: describeSaveError(error, JOB_ERRORS),
              variant: 'error',
            }),
          onSettled: onClose,
        });
      }}
    />
  );
}
