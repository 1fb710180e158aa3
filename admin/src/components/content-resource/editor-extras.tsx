import { useQueryClient } from '@tanstack/react-query';
import { SectionCard } from '@admin/components/ui/section-card';
import type { RevisionSnapshot } from '@admin/lib/content-resource/editing/revisions';
import { contentItemQuery } from '@admin/lib/content-resource/item';
import type { ContentRow, ContentTable } from '@admin/lib/content-resource/table';
import { PreviewActions } from './preview/preview-actions';
import type { RevisionField } from './revisions/revision-fields';
import { RevisionsPanel } from './revisions/revisions-panel';

/** "Preview": the item on the site as saved, in a new tab or as a link to share. */
export function PreviewCard({ table, id }: { table: ContentTable; id: string }) {
  return (
    <SectionCard title="Preview">
      <PreviewActions table={table} id={id} />
    </SectionCard>
  );
}

interface HistoryCardProps<T extends ContentTable> {
  table: T;
  row: ContentRow<T> & { id: string };
  fields: readonly RevisionField<RevisionSnapshot>[];
  /** The restored row, read back, for the form to show. */
  onRestored: (row: ContentRow<T>) => void;
  /** Given: Restore loads the revision into the form instead, to be saved from there. */
  onLoad?: ((snapshot: RevisionSnapshot) => void) | undefined;
}

/** "History": the item's saved revisions, compared with what is saved now, and restore. */
export function HistoryCard<T extends ContentTable>({
  table,
  row,
  fields,
  onRestored,
  onLoad,
}: HistoryCardProps<T>) {
  const queryClient = useQueryClient();
  const reload = async () => {
    const fresh = await queryClient.query({ ...contentItemQuery(table, row.id), staleTime: 0 });
    if (fresh) onRestored(fresh);
  };
  return (
    <SectionCard title="History">
      <RevisionsPanel
        table={table}
        id={row.id}
        fields={fields}
        current={row}
        onRestored={() => void reload()}
        {...(onLoad && { onLoad })}
      />
    </SectionCard>
  );
}
