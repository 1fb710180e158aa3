import { toast, type ToastInput } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import type { InboxFilters, InboxRow, InboxSource } from '@admin/lib/inbox/inbox-source';
import { useUpdateInboxRow } from '@admin/lib/inbox/inbox-mutations';

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
  const refused = (title: string, error: unknown) =>
    toast({ title, description: describeSaveError(error, inbox.errors), variant: 'error' });
  const setStatus = (status: Row['status']) =>
    update.mutate(
      { id, patch: { status } },
      {
        onSuccess: () => toast(changed(status)),
        onError: (error) => refused('Status not changed', error),
      },
    );
  const saveNotes = (notes: string | null) =>
    update.mutateAsync({ id, patch: { notes } }).then(
      () => void toast({ title: 'Notes saved', variant: 'success' }),
      (error: unknown) => {
        refused('Notes not saved', error);
        throw error;
      },
    );
  return { setStatus, saveNotes };
}
