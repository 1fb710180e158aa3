import { History } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TimeCell } from '@admin/components/data-table/cells';
import { Button } from '@admin/components/ui/button';
import { QueryView } from '@admin/components/ui/query-view';
import { SectionCard } from '@admin/components/ui/section-card';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import {
  type RevisionSnapshot,
  type RevisionSummary,
  revisionSnapshotQuery,
  useRestoreRevision,
  useRevisions,
} from '@admin/lib/content-resource/editing/revisions';
import { contentItemQuery } from '@admin/lib/content-resource/item';
import type { ContentRow, ContentTable } from '@admin/lib/content-resource/table';
import { describeError } from '@admin/lib/errors';
import { dateTime } from '@admin/lib/format-time';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { actorName } from '@admin/lib/staff-names';
import { RevisionCompare } from './revision-compare';
import type { RevisionField } from './revision-fields';

interface HistoryCardProps<T extends ContentTable> {
  table: T;
  /** The item as saved: what a revision is compared with. */
  row: ContentRow<T> & { id: string };
  /** The fields compared, in the order shown. */
  fields: readonly RevisionField<RevisionSnapshot>[];
  /**
   * Given: Restore loads the revision into the editor, where the user saves it (editors that autosave
   * drafts). Otherwise Restore writes it back onto the item on the server, then calls onRestored
   * with the restored row, read back, for the form to show.
   */
  onLoad?: ((snapshot: RevisionSnapshot) => void) | undefined;
  onRestored: (row: ContentRow<T>) => void;
}

/** "History": an item's saved revisions, newest first: compare one with the current text, or restore it. */
export function HistoryCard<T extends ContentTable>({
  table,
  row,
  fields,
  onLoad,
  onRestored,
}: HistoryCardProps<T>) {
  const revisions = useRevisions(table, row.id);
  const directory = useStaffDirectory();
  const staff = useCurrentStaff();
  const queryClient = useQueryClient();
  const restoreOnServer = useRestoreRevision();
  const [comparing, setComparing] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const saverOf = (revision: RevisionSummary) =>
    revision.savedBy === staff.session.user.id
      ? 'You'
      : actorName(
          { actor_id: revision.savedBy, actor_email: revision.savedByEmail },
          'The system (import or seed)',
          directory.data,
        );
  const restore = async (revision: RevisionSummary) => {
    setRestoring(revision.id);
    const text = `The text from ${dateTime(revision.updatedAt)}`;
    try {
      if (onLoad) onLoad(await queryClient.query(revisionSnapshotQuery(revision)));
      else {
        await restoreOnServer.mutateAsync(revision.id);
        // The form shows the restored row once it is read back; the toast need not wait for that.
        void queryClient
          .query({ ...contentItemQuery(table, row.id), staleTime: 0 })
          .then((restored) => restored && onRestored(restored));
      }
      toast(
        onLoad
          ? {
              title: 'Revision loaded',
              description: `${text} is in the editor. Save to keep it.`,
              variant: 'info',
            }
          : {
              title: 'Revision restored',
              description: `${text} is saved as the current text.`,
              variant: 'success',
            },
      );
      setComparing(null);
    } catch (error) {
      toast({ title: 'Not restored', description: describeError(error), variant: 'error' });
    } finally {
      setRestoring(null);
    }
  };
  return (
    <SectionCard title="History">
      <QueryView
        query={revisions}
        loading={
          <div className="space-y-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        }
        errorTitle="The history could not be loaded"
        empty={<EmptyState title="No saved revisions yet." />}
      >
        {(list) => (
          <ol className="divide-y divide-ink-100" aria-label="Revisions, newest first">
            {list.map((revision) => (
              <li key={revision.id} className="py-3" data-testid="revision">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex items-center gap-2 text-sm">
                    <History className="h-4 w-4 shrink-0 text-ink-600" aria-hidden="true" />
                    <span>
                      <span className="font-medium">
                        <TimeCell at={revision.updatedAt} relative />
                      </span>
                      <span className="block text-xs text-ink-700">{saverOf(revision)}</span>
                    </span>
                  </p>
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={comparing === revision.id}
                      aria-label={`Compare the revision of ${dateTime(revision.updatedAt)} with the current text`}
                      onClick={() => setComparing(comparing === revision.id ? null : revision.id)}
                    >
                      Compare
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      pending={restoring === revision.id}
                      aria-label={`Restore the revision of ${dateTime(revision.updatedAt)}`}
                      onClick={() => void restore(revision)}
                    >
                      Restore
                    </Button>
                  </div>
                </div>
                {comparing === revision.id && (
                  <div className="mt-3">
                    <RevisionCompare revision={revision} current={row} fields={fields} />
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </SectionCard>
  );
}
