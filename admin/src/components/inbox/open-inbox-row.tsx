import type { ReactNode } from 'react';
import type { InboxFilters, InboxRow, InboxSource } from '@admin/lib/inbox/inbox-source';
import { useRowById } from '@admin/lib/inbox/row-by-id';
import type { OpenedRowProps } from './inbox-dialog';
import { type MarkOnOpen, useMarkRead } from './use-mark-read';
import { useOpenedRow } from './use-opened-row';

interface OpenInboxRowProps<Row extends InboxRow, Filters extends InboxFilters<Row['status']>> {
  inbox: InboxSource<Row, Filters>;
  /** `?open=<id>`: any row, on the list's page or not. */
  id: string;
  /** The list's copy when it was opened from the list, shown until the server's arrives. */
  fromList: Row | undefined;
  canDelete: boolean;
  onClose: () => void;
  /** The toast when the address names a row that does not exist. */
  missing: string;
  markOnOpen: MarkOnOpen<Row['status']> | undefined;
  dialog: (props: OpenedRowProps<Row>) => ReactNode;
}

/** The row the address names, read by id and shown in its dialog; one that does not exist is reported. */
export function OpenInboxRow<Row extends InboxRow, Filters extends InboxFilters<Row['status']>>({
  inbox,
  id,
  fromList,
  canDelete,
  onClose,
  missing,
  markOnOpen,
  dialog,
}: OpenInboxRowProps<Row, Filters>) {
  const opened = useOpenedRow(useRowById(inbox.key, inbox.select, id, fromList), missing, onClose);
  useMarkRead(inbox, opened.status === 'shown' && !opened.gone ? opened.row : null, markOnOpen);
  if (opened.status === 'loading') return null;
  return dialog({ row: opened.row, gone: opened.gone, canDelete, onClose });
}
