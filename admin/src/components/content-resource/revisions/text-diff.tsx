import { diffLines, diffWords } from 'diff';

/**
 * The changes from `before` to `after`: insertions and deletions marked up as <ins> and <del>,
 * each with words for screen readers, which do not announce the elements themselves.
 */
export function TextDiff({ before, after, by }: { before: string; after: string; by: 'words' | 'lines' }) {
  const parts = by === 'lines' ? diffLines(before, after) : diffWords(before, after);
  return (
    <div className="whitespace-pre-wrap break-words rounded-md bg-ink-50 p-2 font-mono text-xs leading-relaxed text-ink-900">
      {parts.map((part, index) => {
        if (part.added)
          return (
            <ins key={index} className="bg-green-100 text-green-900 no-underline">
              <span className="sr-only">[added: </span>
              {part.value}
              <span className="sr-only">]</span>
            </ins>
          );
        if (part.removed)
          return (
            <del key={index} className="bg-red-100 text-red-900">
              <span className="sr-only">[removed: </span>
              {part.value}
              <span className="sr-only">]</span>
            </del>
          );
        return <span key={index}>{part.value}</span>;
      })}
    </div>
  );
}
