import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import { useDeleteFaq } from './api/delete-faq';
import type { FaqRow } from './api/list-faqs';
import { FAQ_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';

export function DeleteFaqConfirm({ faq, onClose }: { faq: FaqRow | null; onClose: () => void }) {
  const remove = useDeleteFaq();
  return (
    <ConfirmDialog
      open={faq !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this FAQ?"
      description={
        faq ? `“${faq.question}” is removed for good, and from the site with the next publish.` : ''
      }
      confirmLabel="Delete FAQ"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!faq) return;
        remove.mutate(faq.id, {
          onSuccess: () => {
            toast({ title: 'FAQ deleted', description: faq.question, variant: 'success' });
            onClose();
          },
          onError: (error) =>
            toast({
              title: 'Not deleted',
              description: describeSaveError(error, FAQ_ERRORS),
              variant: 'error',
            }),
        });
      }}
    />
  );
}
