import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { countOf, plural } from '@admin/lib/plural';
import { useDeleteContent } from '@admin/lib/content-resource/remove';
import { JOB_ERRORS } from './error-messages';

interface DeleteJobProps {
  job: { id: string; title: string; applications: number } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting a job; its applications are kept, no longer linked to a job. */
export function DeleteJob({ job, onClose, onDeleted }: DeleteJobProps) {
  const remove = useDeleteContent('jobs');
  const applications = job?.applications ?? 0;
  return (
    <ConfirmDialog
      open={job !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete “${job?.title ?? ''}”?`}
      description={
        applications === 0
          ? 'The job leaves the careers page with the next publish. This cannot be undone.'
          : `Its ${countOf(applications, 'application')} ${plural(applications, 'is', 'are')} kept in Job applications, no longer linked to a job. The job leaves the careers page with the next publish. This cannot be undone.`
      }
      confirmLabel="Delete job"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!job) return;
        remove.mutate(job.id, {
          onSuccess: () => {
            toast({ title: 'Job deleted', variant: 'success' });
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
