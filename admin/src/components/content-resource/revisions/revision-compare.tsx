import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import {
  type RevisionSnapshot,
  type RevisionSummary,
  useRevisionSnapshot,
} from '@admin/lib/content-resource/editing/revisions';
import type { RevisionField } from './revision-fields';
import { TextDiff } from './text-diff';

interface RevisionCompareProps {
  revision: RevisionSummary;
  current: RevisionSnapshot;
  fields: readonly RevisionField<RevisionSnapshot>[];
}

/** What changed between a revision and the current text, field by field. */
export function RevisionCompare({ revision, current, fields }: RevisionCompareProps) {
  return (
    <QueryView
      query={useRevisionSnapshot(revision)}
      loading={<Skeleton className="h-24 w-full" />}
      errorTitle="This revision could not be loaded"
    >
      {(snapshot) => {
        const changed = fields
          .map((field) => ({ field, was: field.text(snapshot), now: field.text(current) }))
          .filter((change) => change.was !== change.now);
        if (changed.length === 0)
          return <p className="text-sm text-ink-700">This revision is the same as the current text.</p>;
        return (
          <div className="space-y-3" data-testid="revision-diff">
            <p className="text-xs text-ink-700">
              From this revision to the current text: <ins className="bg-green-100 no-underline">added</ins>,{' '}
              <del className="bg-red-100">removed</del>.
            </p>
            {changed.map(({ field, was, now }) => (
              <div key={field.label}>
                <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-700">
                  {field.label}
                </h4>
                <TextDiff before={was} after={now} by={field.by ?? 'words'} />
              </div>
            ))}
          </div>
        );
      }}
    </QueryView>
  );
}
