import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import { type ContentResource, type ContentListRow, capitalised } from '@admin/lib/content-resource/resource';
import { useDeleteContent } from '@admin/lib/content-resource/remove';
import { describeSaveError } from '@admin/lib/errors';

interface DeleteDialogProps {
  resource: Pick<ContentResource, 'table' | 'names' | 'errors'>;
  /** The item to delete; null keeps the dialog closed. */
  item: ContentListRow | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting an item. */
export function DeleteDialog({ resource, item, onClose, onDeleted }: DeleteDialogProps) {
  const remove = useDeleteContent(resource.table);
  const { one } = resource.names;
  const onConfirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: `${capitalised(one)} deleted`, description: item.title, variant: 'success' });
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          title: 'Not deleted',
          description: describeSaveError(error, resource.errors),
          variant: 'error',
        }),
    });
    // The row leaves the list at once; a refusal brings it back with a toast.
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete this ${one}?`}
      description={`“${item?.title ?? ''}” will be removed for good, from the admin now and from the site with the next publish.`}
      confirmLabel={`Delete ${one}`}
      destructive
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
