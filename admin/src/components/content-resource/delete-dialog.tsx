import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { type ContentResource, type ContentListRow, capitalised } from '@admin/lib/content-resource/resource';
import { useMoveToTrash } from '@admin/lib/content-resource/trash';
import { outcomeToasts } from '@admin/lib/outcome-toasts';

interface DeleteDialogProps {
  resource: Pick<ContentResource, 'table' | 'names' | 'errors' | 'remove'>;
  /** The item to delete; null keeps the dialog closed. */
  item: ContentListRow | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting an item: it moves to the trash, where it can be restored for 30 days. */
export function DeleteDialog({ resource, item, onClose, onDeleted }: DeleteDialogProps) {
  const remove = useMoveToTrash(resource.table);
  const { one } = resource.names;
  const Note = resource.remove?.Note;
  const onConfirm = () => {
    if (!item) return;
    remove.mutate(
      [item.id],
      outcomeToasts({
        done: `${capitalised(one)} deleted`,
        detail: `“${item.title}” is in the trash: restore it from Trash within 30 days.`,
        failed: 'Not deleted',
        refusals: resource.errors,
        ...(onDeleted && { then: onDeleted }),
      }),
    );
    // The row leaves the list at once; a refusal brings it back with a toast.
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item && resource.remove?.title ? resource.remove.title(item) : `Delete this ${one}?`}
      description={
        <>
          {`“${item?.title ?? ''}” moves to the trash: it leaves this list now and the site with the next publish. You can restore it from Trash for 30 days; after that it is deleted for good.`}
          {item && Note && (
            <>
              {' '}
              <Note id={item.id} title={item.title} />
            </>
          )}
        </>
      }
      confirmLabel={`Delete ${one}`}
      destructive
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
