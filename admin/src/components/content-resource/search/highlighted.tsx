import { highlightParts } from './highlight-parts';

/** A search headline with its matched words marked: React text nodes, never HTML. */
export function Highlighted({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className} data-testid="search-headline">
      {highlightParts(text).map((part, index) =>
        part.matched ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink-950">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
