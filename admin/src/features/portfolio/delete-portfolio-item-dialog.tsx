import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { useDeletePortfolioItem } from './api/delete-portfolio-item';
import { PORTFOLIO_ERRORS } from './error-messages';

interface DeletePortfolioItemDialogProps {
  /** The portfolio item to delete; null keeps the dialog closed. */
  portfolioItem: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting a portfolio item for good. */
export function DeletePortfolioItemDialog({
  portfolioItem,
  onClose,
  onDeleted,
}: DeletePortfolioItemDialogProps) {
  const remove = useDeletePortfolioItem();
  const onConfirm = () => {
    if (!portfolioItem) return;
    remove.mutate(portfolioItem.id, {
      onSuccess: () => {
        toast({ title: 'Portfolio item deleted', description: portfolioItem.title, variant: 'success' });
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          title: 'Not deleted',
          description: describeSaveError(error, PORTFOLIO_ERRORS),
          variant: 'error',
        }),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={portfolioItem !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this portfolio item?"
      description={`“${portfolioItem?.title ?? ''}” will be removed for good, from the admin now and from the site with the next publish.`}
      confirmLabel="Delete portfolio item"
      destructive
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
