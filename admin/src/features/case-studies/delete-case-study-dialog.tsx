import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { useDeleteCaseStudy } from './api/delete-case-study';
import { CASE_STUDY_ERRORS } from './error-messages';

interface DeleteCaseStudyDialogProps {
  /** The case study to delete; null keeps the dialog closed. */
  caseStudy: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting a case study for good. */
export function DeleteCaseStudyDialog({ caseStudy, onClose, onDeleted }: DeleteCaseStudyDialogProps) {
  const remove = useDeleteCaseStudy();
  const onConfirm = () => {
    if (!caseStudy) return;
    remove.mutate(caseStudy.id, {
      onSuccess: () => {
        toast({ title: 'Case study deleted', description: caseStudy.title, variant: 'success' });
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          title: 'Not deleted',
          description: describeSaveError(error, CASE_STUDY_ERRORS),
          variant: 'error',
        }),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={caseStudy !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this case study?"
      description={`“${caseStudy?.title ?? ''}” will be removed for good, from the admin now and from the site with the next publish.`}
      confirmLabel="Delete case study"
      destructive
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
