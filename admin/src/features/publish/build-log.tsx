import { useLayoutEffect, useRef } from 'react';
import { cn } from '@admin/lib/cn';

/** How close to the bottom (px) still counts as "following" the log. */
const FOLLOW_SLACK = 24;

/** A build's log; it follows new lines unless the reader has scrolled up to read earlier ones. */
export function BuildLog({ text, className }: { text: string; className?: string }) {
  const ref = useRef<HTMLPreElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [text]);
  return (
    <pre
      ref={ref}
      aria-label="Build log"
      // Focusable so keyboard users can scroll it.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK;
      }}
      className={cn(
        'overflow-auto whitespace-pre-wrap break-words rounded-lg bg-ink-950 p-3 font-mono text-xs leading-relaxed text-ink-100',
        className,
      )}
    >
      {text || 'No log lines yet.'}
    </pre>
  );
}
