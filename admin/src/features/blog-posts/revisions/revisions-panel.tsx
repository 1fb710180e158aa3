import { History } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@admin/components/ui/button';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { useStaffDirectory } from '@admin/lib/staff-directory';
import { actorName } from '@admin/lib/staff-names';
import { type RevisionSummary, revisionSnapshotQuery, useRevisions } from '../api/revisions';
import { formValuesOf, type PostFormInput } from '../schema';
import { RevisionCompare } from './revision-compare';

interface RevisionsPanelProps {
  postId: string;
  current: PostFormInput;
  currentUserId: string;
  onRestore: (values: PostFormInput) => void;
}

const saverOf = (revision: RevisionSummary, currentUserId: string, names?: ReadonlyMap<string, string>) =>
  revision.savedBy === currentUserId
    ? 'You'
    : actorName(
        { actor_id: revision.savedBy, actor_email: revision.savedByEmail },
        'The system (import or seed)',
        names,
      );

/** The post's saved revisions, newest first: compare one with the current text, or load it back. */
export function RevisionsPanel({ postId, current, currentUserId, onRestore }: RevisionsPanelProps) {
  const revisions = useRevisions(postId);
  const directory = useStaffDirectory();
  const queryClient = useQueryClient();
  const [comparing, setComparing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  if (revisions.isPending)
    return (
      <div className="space-y-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (revisions.isError)
    return (
      <ErrorState
        title="The history could not be loaded"
        message={describeError(revisions.error)}
        onRetry={() => void revisions.refetch()}
      />
    );
  if (revisions.data.length === 0) return <EmptyState title="No saved revisions yet." />;
  const restore = async (revision: RevisionSummary) => {
    setRestoring(revision.id);
    try {
      const snapshot = await queryClient.query(revisionSnapshotQuery(revision));
      onRestore(formValuesOf(snapshot));
      setComparing(null);
      toast({
        title: 'Revision loaded',
        description: `The text from ${dateTime(revision.updatedAt)} is in the editor. Save to keep it.`,
        variant: 'info',
      });
    } catch (error) {
      toast({ title: 'Not restored', description: describeError(error), variant: 'error' });
    } finally {
      setRestoring(null);
    }
  };
  return (
    <ol className="divide-y divide-ink-100" aria-label="Revisions, newest first">
      {revisions.data.map((revision) => (
        <li key={revision.id} className="py-3" data-testid="revision">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 text-sm">
              <History className="h-4 w-4 shrink-0 text-ink-600" aria-hidden="true" />
              <span>
                <time
                  dateTime={revision.updatedAt}
                  title={dateTime(revision.updatedAt)}
                  className="font-medium"
                >
                  {timeAgo(revision.updatedAt)}
                </time>
                <span className="block text-xs text-ink-700">
                  {saverOf(revision, currentUserId, directory.data)}
                </span>
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
              <RevisionCompare revision={revision} current={current} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
