import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '@admin/components/ui/button';
import { Field, Input } from '@admin/components/ui/field';

interface ChipsFieldProps {
  /** The list field of the surrounding form (its FormProvider). */
  name: string;
  label: string;
  /** What one chip is called in messages and button names ("service", "tag"). */
  noun: string;
  max: number;
  maxLength: number;
  suggestions?: readonly string[];
  /** A sentence after the count and how to add. */
  note?: string;
}

/** A list field of short labels: type one and press Enter or Add; each chip has its own remove button. */
export function ChipsField({
  name,
  label,
  noun,
  max,
  maxLength,
  suggestions = [],
  note = '',
}: ChipsFieldProps) {
  const { field, fieldState } = useController({ name });
  const values = field.value as string[];
  const onChange = field.onChange;
  const listId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = values.length >= max;
  const problemWith = (chip: string): string | null => {
    if (chip.length > maxLength) return `Keep each ${noun} to ${String(maxLength)} characters.`;
    if (values.some((value) => value.toLowerCase() === chip.toLowerCase()))
      return `“${chip}” is already in the list.`;
    if (full) return `At most ${String(max)} ${noun}s.`;
    return null;
  };
  const add = () => {
    const chip = draft.trim().replace(/\s+/g, ' ');
    if (!chip) return;
    const refused = problemWith(chip);
    setProblem(refused);
    if (refused) return;
    onChange([...values, chip]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Field
      label={label}
      hint={`${String(values.length)} of at most ${String(max)}. Press Enter or Add after each ${noun}. ${note}`.trim()}
      error={problem ?? fieldState.error?.message}
    >
      {(control) => (
        <div className="space-y-2">
          {values.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={label}>
              {values.map((value) => (
                <li
                  key={value}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-1 text-sm text-brand-900"
                >
                  {value}
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-brand-100"
                    aria-label={`Remove ${noun} ${value}`}
                    onClick={() => onChange(values.filter((other) => other !== value))}
                  >
                    <X className="h-3 w-3" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex gap-2">
            <Input
              {...control}
              list={suggestions.length > 0 ? listId : undefined}
              value={draft}
              disabled={full}
              placeholder={full ? `The list is full` : `Add a ${noun}`}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button variant="secondary" onClick={add} disabled={full || !draft.trim()}>
              Add<span className="sr-only"> {noun}</span>
            </Button>
          </div>
          {suggestions.length > 0 && (
            <datalist id={listId}>
              {suggestions
                .filter((suggestion) => !values.includes(suggestion))
                .map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
            </datalist>
          )}
        </div>
      )}
    </Field>
  );
}
