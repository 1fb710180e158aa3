import { AlertCircle, Check, Loader2 } from 'lucide-react';

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; reason: string };

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "Saving…", "Saved 14:05", "Not saved: reason" or "Unsaved changes", announced politely. */
export function SaveStatus({ state, dirty }: { state: SaveState; dirty: boolean }) {
  let content = null;
  if (state.kind === 'saving')
    content = (
      <>
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Saving…
      </>
    );
  else if (state.kind === 'failed')
    content = (
      <span className="inline-flex items-center gap-1.5 text-red-700">
        <AlertCircle className="h-4 w-4" aria-hidden="true" /> Not saved: {state.reason}
      </span>
    );
  else if (dirty) content = 'Unsaved changes';
  else if (state.kind === 'saved')
    content = (
      <>
        <Check className="h-4 w-4 text-green-700" aria-hidden="true" /> Saved {clock.format(state.at)}
      </>
    );
  return (
    <p
      role="status"
      data-testid="save-status"
      className="inline-flex min-h-5 items-center gap-1.5 text-sm text-ink-700"
    >
      {content}
    </p>
  );
}
