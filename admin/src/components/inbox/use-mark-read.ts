import { useEffect } from 'react';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import type { InboxFilters, InboxRow, InboxSource } from '@admin/lib/inbox/inbox-source';
import { useUpdateInboxRow } from '@admin/lib/inbox/inbox-mutations';

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
      {
        onError: (error) =>
          toast({
            title: 'Could not mark it read',
            description: describeSaveError(error, inbox.errors),
            variant: 'error',
          }),
      },
    );
  }, [row, update, mark, inbox]);
}
