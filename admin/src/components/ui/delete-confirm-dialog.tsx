import { type ReactNode, useState } from 'react';
import { describeError as describeAnyError } from '@admin/lib/errors';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from './toast-store';

interface DeleteConfirmDialogProps<Item, Result> {
  /** The item asked about; null keeps the dialog closed. */
  item: Item | null;
  onClose: () => void;
  title: string;
  description: (item: Item) => ReactNode;
  confirmLabel: string;
  /** Deletes the item; rejects with the API's error (a mutation's `mutateAsync`). */
  remove: (item: Item) => Promise<Result>;
  /** The success toast, e.g. "Redirect deleted". */
  deleted: string;
  /** The line under it, e.g. the address deleted (from the item, or what `remove` resolved). */
  deletedDescription?: (item: Item, result: Result) => string | undefined;
  /** The sentence under "Not deleted"; by default the API's own message. */
  describeError?: (error: unknown) => string;
}

/** Asks before deleting one item, deletes it, says how it went and closes. */
export function DeleteConfirmDialog<Item, Result>({
  item,
  onClose,
  title,
  description,
  confirmLabel,
  remove,
  deleted,
  deletedDescription,
  describeError = describeAnyError,
}: DeleteConfirmDialogProps<Item, Result>) {
  const [pending, setPending] = useState(false);
  const confirm = async (target: Item) => {
    setPending(true);
    try {
      const result = await remove(target);
      const description = deletedDescription?.(target, result);
      toast({ title: deleted, ...(description ? { description } : {}), variant: 'success' });
    } catch (error) {
      toast({ title: 'Not deleted', description: describeError(error), variant: 'error' });
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={item === null ? '' : description(item)}
      confirmLabel={confirmLabel}
      destructive
      pending={pending}
      onConfirm={() => {
        if (item !== null) void confirm(item);
      }}
    />
  );
}
