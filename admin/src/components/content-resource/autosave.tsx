import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import type * as z from 'zod/v4-mini';

/** How long after the last change a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 3_000;

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; reason: string };

interface AutosaveOptions<Input extends FieldValues, Values> {
  form: UseFormReturn<Input, unknown, Values>;
  schema: z.ZodMiniType<Values, Input>;
  /** Whether a pause may save now (a draft, worth keeping, no save running). */
  enabled: boolean;
  save: (values: Values, raw: Input) => void;
  onInvalid: (reason: string) => void;
}

/**
 * Saves the form once typing pauses, when it differs from what is stored. Invalid values are not
 * saved and not marked on the fields (the writer is mid-sentence): `onInvalid` says why.
 */
export function useAutosave<Input extends FieldValues, Values>({
  form,
  schema,
  enabled,
  save,
  onInvalid,
}: AutosaveOptions<Input, Values>) {
  const current = JSON.stringify(useWatch({ control: form.control }));
  const { isDirty } = form.formState;
  const run = useEffectEvent(() => {
    const raw = form.getValues();
    const parsed = schema.safeParse(raw);
    if (parsed.success) save(parsed.data, raw);
    else onInvalid(parsed.error.issues[0]?.message ?? 'check the marked fields.');
  });
  useEffect(() => {
    if (!enabled || !isDirty) return;
    const timer = setTimeout(run, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, isDirty, current]);
}

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
