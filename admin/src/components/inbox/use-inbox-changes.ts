import { useEffect } from 'react';
import { toast, type ToastInput } from '@admin/components/ui/toast-store';
import { describeSaveError, type RefusalMessages } from '@admin/lib/errors';
import type { InboxFilters, InboxRow, InboxSource } from '@admin/lib/inbox/inbox-source';
import { useUpdateInboxRow } from '@admin/lib/inbox/inbox-mutations';

const refused = (errors: RefusalMessages, title: string, error: unknown) =>
  toast({ title, description: describeSaveError(error, errors), variant: 'error' });

/**
 * What staff change on a row: its status (toasting `changed` or why it was refused) and its notes
 * (resolves when stored, rejects when refused, for the notes form).
 */
export function useInboxChanges<Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  inbox: InboxSource<Row, Filters>,
  id: string,
  changed: (status: Row['status']) => ToastInput,
) {
  const update = useUpdateInboxRow(inbox);
  const setStatus = (status: Row['status']) =>
    update.mutate(
      { id, patch: { status } },
      {
        onSuccess: () => toast(changed(status)),
        onError: (error) => refused(inbox.errors, 'Status not changed', error),
      },
    );
  const saveNotes = (notes: string | null) =>
    update.mutateAsync({ id, patch: { notes } }).then(
      () => void toast({ title: 'Notes saved', variant: 'success' }),
      (error: unknown) => {
        refused(inbox.errors, 'Notes not saved', error);
        throw error;
      },
    );
  return { setStatus, saveNotes };
}

/** Opening a row whose status is `from` moves it to `to` (e.g. new → read). */
export interface MarkOnOpen<Status extends string> {
  from: Status;
  to: Status;
}

/**
 * Opening an unread row reads it: the list and the dialog show that at once and roll back if the
 * server refuses (then it is not tried again while the dialog stays open).
 */
export function useMarkRead<Row extends InboxRow, Filters extends InboxFilters<Row['status']>>(
  inbox: InboxSource<Row, Filters>,
  row: Row | null,
  mark: MarkOnOpen<Row['status']> | undefined,
): void {
  const update = useUpdateInboxRow(inbox);
  useEffect(() => {
    if (!mark || !row || row.status !== mark.from || !update.isIdle) return;
    update.mutate(
      { id: row.id, patch: { status: mark.to } },
      { onError: (error) => refused(inbox.errors, 'Could not mark it read', error) },
    );
  }, [row, update, mark, inbox]);
}
