import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { DeleteConfirmDialog } from '@admin/components/ui/delete-confirm-dialog';
import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState } from '@admin/components/ui/states';
import type { ToastInput } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import type { InboxFilters, InboxRow, InboxSource } from '@admin/lib/inbox/inbox-source';
import { useDeleteInboxRow } from '@admin/lib/inbox/inbox-mutations';
import { AttributionList } from './attribution-list';
import { DetailSection } from './detail-section';
import { NotesForm } from './notes-form';
import { useInboxChanges } from './use-inbox-changes';

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
  /** The toast once staff changed the status. */
  changed: (status: Row['status']) => ToastInput;
  /** The status control and the inbox's own actions, on top. */
  head: (setStatus: (status: Row['status']) => void) => ReactNode;
  /** The delete button's and its confirmation's words. */
  remove: {
    label: string;
    question: string;
    consequence: string;
    /** Runs after the row is deleted (e.g. removes its file). */
    cleanUp: (row: Row) => Promise<CleanUp>;
    /** The success toast's title, and the line under it from what `cleanUp` resolved. */
    done: string;
    doneDescription?: (row: Row, cleanedUp: CleanUp) => string | undefined;
  };
  /** The inbox's own sections (who, what). */
  children: ReactNode;
}

/**
 * One row's detail in a dialog: its actions, its own sections, where the visit came from, staff's
 * notes, and (for admins) a delete button with its confirmation.
 */
export function InboxDialog<Row extends InboxRow, Filters extends InboxFilters<Row['status']>, CleanUp>({
  inbox,
  row,
  gone,
  canDelete,
  onClose,
  title,
  description,
  goneTitle,
  changed,
  head,
  remove,
  children,
}: InboxDialogProps<Row, Filters, CleanUp>) {
  const { setStatus, saveNotes } = useInboxChanges(inbox, row.id, changed);
  const deletion = useDeleteInboxRow(inbox, remove.cleanUp);
  const [confirming, setConfirming] = useState(false);
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
            {head(setStatus)}
            {children}
            <DetailSection title="Attribution">
              <AttributionList attribution={row.attribution} />
            </DetailSection>
            <DetailSection title="Internal notes">
              <NotesForm notes={row.notes} onSave={saveNotes} />
            </DetailSection>
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
      <DeleteConfirmDialog
        item={confirming ? row : null}
        onClose={() => setConfirming(false)}
        title={remove.question}
        description={() => remove.consequence}
        confirmLabel={remove.label}
        remove={async (target) => {
          const cleanedUp = await deletion.mutateAsync(target);
          onClose();
          return cleanedUp;
        }}
        deleted={remove.done}
        {...(remove.doneDescription ? { deletedDescription: remove.doneDescription } : {})}
        describeError={(error) => describeSaveError(error, inbox.errors)}
      />
    </>
  );
}
