import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@admin/components/ui/field';

interface SuggestionFieldProps {
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** Values already in use (categories), offered as the field is typed in; any other value is allowed. */
  suggestions: readonly string[];
}

/** A free text field that suggests the values already in use. */
export function SuggestionField({ label, hint, error, registration, suggestions }: SuggestionFieldProps) {
  const listId = useId();
  return (
    <>
      <Field label={label} hint={hint} error={error}>
        {(control) => <Input list={listId} autoComplete="off" {...control} {...registration} />}
      </Field>
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
