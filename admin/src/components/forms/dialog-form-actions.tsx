import type { ReactNode } from 'react';
import { Button } from '@admin/components/ui/button';

interface DialogFormActionsProps {
  onCancel: () => void;
  pending: boolean;
  /** While a save that cannot be abandoned runs. */
  cancelDisabled?: boolean;
  /** The submit button's label, e.g. "Add redirect". */
  children: ReactNode;
}

/** The foot of a form in a dialog: Cancel, then the submit button. */
export function DialogFormActions({
  onCancel,
  pending,
  cancelDisabled = false,
  children,
}: DialogFormActionsProps) {
  return (
    <div className="flex justify-end gap-3 border-t border-ink-100 pt-4">
      <Button variant="secondary" disabled={cancelDisabled} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" pending={pending}>
        {children}
      </Button>
    </div>
  );
}
