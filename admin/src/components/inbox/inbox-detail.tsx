import type { ReactNode } from 'react';
import type { InboxRow } from '@admin/lib/inbox/inbox-source';
import { AttributionList } from './attribution-list';
import { DetailSection } from './detail-section';
import { NotesForm } from './notes-form';

interface InboxDetailProps {
  row: InboxRow;
  /** The status control and the inbox's own actions, on top. */
  head: ReactNode;
  /** The inbox's own sections (who, what). */
  children: ReactNode;
  onSaveNotes: (notes: string | null) => Promise<void>;
}

/** One row: its actions, its own sections, where the visit came from and staff's notes. */
export function InboxDetail({ row, head, children, onSaveNotes }: InboxDetailProps) {
  return (
    <>
      {head}
      {children}
      <DetailSection title="Attribution">
        <AttributionList attribution={row.attribution} />
      </DetailSection>
      <DetailSection title="Internal notes">
        <NotesForm notes={row.notes} onSave={onSaveNotes} />
      </DetailSection>
    </>
  );
}
