import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import {
  type RevisionSnapshot,
  type RevisionSummary,
  useRevisionSnapshot,
} from '@admin/lib/content-resource/editing/revisions';
import type { RevisionField } from './revision-fields';
import { TextDiff } from './text-diff';

interface RevisionCompareProps<Values> {
  revision: RevisionSummary;
  current: Values;
  fields: readonly RevisionField<Values>[];
  valuesOf: (snapshot: RevisionSnapshot) => Values;
}

/** What changed between a revision and the current text, field by field. */
export function RevisionCompare<Values>({
  revision,
  current,
  fields,
  valuesOf,
}: RevisionCompareProps<Values>) {
  const snapshot = useRevisionSnapshot(revision);
  if (snapshot.isPending) return <Skeleton className="h-24 w-full" />;
  if (snapshot.isError)
    return (
      <ErrorState
        title="This revision could not be loaded"
        message={describeError(snapshot.error)}
        onRetry={() => void snapshot.refetch()}
      />
    );
  const before = valuesOf(snapshot.data);
  const changed = fields
    .map((field) => ({ field, before: field.text(before), after: field.text(current) }))
    .filter((change) => change.before !== change.after);
  if (changed.length === 0)
    return <p className="text-sm text-ink-700">This revision is the same as the current text.</p>;
  return (
    <div className="space-y-3" data-testid="revision-diff">
      <p className="text-xs text-ink-700">
        From this revision to the current text: <ins className="bg-green-100 no-underline">added</ins>,{' '}
        <del className="bg-red-100">removed</del>.
      </p>
      {changed.map(({ field, before: was, after: now }) => (
        <div key={field.label}>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-700">{field.label}</h4>
          <TextDiff before={was} after={now} by={field.by ?? 'words'} />
        </div>
      ))}
    </div>
  );
}
