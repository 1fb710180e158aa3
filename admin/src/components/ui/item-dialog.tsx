import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface ItemDialogProps<Item> {
  /** What the dialog is about (e.g. `{ redirect: null }` for a new one); null keeps it closed. */
  item: Item | null;
  onClose: () => void;
  title: (item: Item) => string;
  description?: ReactNode;
  className?: string;
  /** The dialog's body, mounted afresh for each item so a form starts from its values. */
  children: (item: Item) => ReactNode;
}

/** A dialog opened for one item, such as the form that adds or edits it. */
export function ItemDialog<Item>({
  item,
  onClose,
  title,
  description,
  className,
  children,
}: ItemDialogProps<Item>) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item === null ? '' : title(item)}
      {...(description ? { description } : {})}
      {...(className ? { className } : {})}
    >
      {item !== null && children(item)}
    </Dialog>
  );
}
