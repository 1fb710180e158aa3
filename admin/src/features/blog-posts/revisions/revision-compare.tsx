import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { type RevisionSummary, useRevisionSnapshot } from '../api/revisions';
import { formValuesOf, type PostFormInput } from '../schema';
import { TextDiff } from './text-diff';

const TEXT_FIELDS = [
  ['title', 'Title', 'words'],
  ['slug', 'Address', 'words'],
  ['excerpt', 'Excerpt', 'words'],
  ['body', 'Article', 'lines'],
  ['category', 'Category', 'words'],
  ['seo_title', 'SEO title', 'words'],
  ['seo_description', 'SEO description', 'words'],
] as const;

/** Comparable text of the fields that are not plain text. */
function otherFields(values: PostFormInput): [string, string][] {
  return [
    ['Tags', values.tags.join(', ')],
    ['Cover image', values.cover ? `${values.cover.path} (${values.cover.alt})` : ''],
    ['Author', values.author_id],
    ['Sharing image', values.og_image?.path ?? ''],
  ];
}

/** What changed between a revision and the form's current text, field by field. */
export function RevisionCompare({
  revision,
  current,
}: {
  revision: RevisionSummary;
  current: PostFormInput;
}) {
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
  const before = formValuesOf(snapshot.data);
  const changedText = TEXT_FIELDS.filter(([field]) => before[field] !== current[field]);
  const currentOthers = otherFields(current);
  const changedOthers = otherFields(before).filter(([, value], index) => value !== currentOthers[index]?.[1]);
  if (changedText.length === 0 && changedOthers.length === 0)
    return <p className="text-sm text-ink-700">This revision is the same as the current text.</p>;
  return (
    <div className="space-y-3" data-testid="revision-diff">
      <p className="text-xs text-ink-700">
        From this revision to the current text: <ins className="bg-green-100 no-underline">added</ins>,{' '}
        <del className="bg-red-100">removed</del>.
      </p>
      {changedText.map(([field, label, by]) => (
        <div key={field}>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-700">{label}</h4>
          <TextDiff before={before[field]} after={current[field]} by={by} />
        </div>
      ))}
      {changedOthers.map(([label, value]) => {
        const now = currentOthers.find(([other]) => other === label)?.[1] ?? '';
        return (
          <div key={label}>
            <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-700">{label}</h4>
            <TextDiff before={value} after={now} by="words" />
          </div>
        );
      })}
    </div>
  );
}
