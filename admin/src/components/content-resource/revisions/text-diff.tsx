import { diffLines, diffWords } from 'diff';

const MARKS = {
  added: { Tag: 'ins', className: 'bg-green-100 text-green-900 no-underline' },
  removed: { Tag: 'del', className: 'bg-red-100 text-red-900' },
} as const;

/**
 * The changes from `before` to `after`: insertions and deletions marked up as <ins> and <del>,
 * each with words for screen readers, which do not announce the elements themselves.
 */
export function TextDiff({ before, after, by }: { before: string; after: string; by: 'words' | 'lines' }) {
  const parts = by === 'lines' ? diffLines(before, after) : diffWords(before, after);
  return (
    <div className="whitespace-pre-wrap break-words rounded-md bg-ink-50 p-2 font-mono text-xs leading-relaxed text-ink-900">
      {parts.map((part, index) => {
        const change = part.added ? 'added' : part.removed ? 'removed' : null;
        if (!change) return <span key={index}>{part.value}</span>;
        const { Tag, className } = MARKS[change];
        return (
          <Tag key={index} className={className}>
            <span className="sr-only">{`[${change}: `}</span>
            {part.value}
            <span className="sr-only">]</span>
          </Tag>
        );
      })}
    </div>
  );
}
