import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState } from '@admin/components/ui/states';
import { toast, type ToastInput } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import type { InboxFilters, InboxRow, InboxSource } from '@admin/lib/inbox/inbox-source';
import { useDeleteInboxRow } from '@admin/lib/inbox/inbox-mutations';

/** What the inbox page hands to the dialog of the row `?open=` names. */
export interface OpenedRowProps<Row> {
  /** The row as last read; `gone` when it has since been deleted. */
  row: Row;
  gone: boolean;
  /** Admins only (row-level security refuses editors anyway). */
  canDelete: boolean;
  onClose: () => void;
}

interface InboxDialogProps<
  Row extends InboxRow,
  Filters extends InboxFilters<Row['status']>,
  CleanUp,
> extends OpenedRowProps<Row> {
  inbox: InboxSource<Row, Filters>;
  title: string;
  description: string | undefined;
  /** "This submission no longer exists." */
  goneTitle: string;
  /** The delete button's and its confirmation's words. */
  remove: {
    label: string;
    question: string;
    consequence: string;
    /** Runs after the row is deleted (e.g. removes its file). */
    cleanUp: (row: Row) => Promise<CleanUp>;
    done: (cleanedUp: CleanUp) => ToastInput;
  };
  /** The detail: status, the inbox's own sections, notes. */
  children: ReactNode;
}

/** One row's detail in a dialog, with (for admins) a delete button and its confirmation. */
export function InboxDialog<Row extends InboxRow, Filters extends InboxFilters<Row['status']>, CleanUp>({
  inbox,
  row,
  gone,
  canDelete,
  onClose,
  title,
  description,
  goneTitle,
  remove,
  children,
}: InboxDialogProps<Row, Filters, CleanUp>) {
  const mutation = useDeleteInboxRow(inbox, remove.cleanUp);
  const [confirming, setConfirming] = useState(false);
  const onConfirmDelete = () =>
    mutation.mutate(row, {
      onSuccess: (cleanedUp) => {
        toast(remove.done(cleanedUp));
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Not deleted',
          description: describeSaveError(error, inbox.errors),
          variant: 'error',
        });
        setConfirming(false);
      },
    });
  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={title}
        description={description}
        className="max-w-2xl"
      >
        {gone ? (
          <EmptyState title={goneTitle} />
        ) : (
          <div className="space-y-4">
            {children}
            {canDelete && (
              <div className="flex justify-end border-t border-ink-100 pt-4">
                <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> {remove.label}
                </Button>
              </div>
            )}
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={remove.question}
        description={remove.consequence}
        confirmLabel={remove.label}
        destructive
        pending={mutation.isPending}
        onConfirm={onConfirmDelete}
      />
    </>
  );
}
