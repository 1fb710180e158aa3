import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@admin/components/ui/field';

const SELECT =
  'block h-10 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 aria-[invalid=true]:border-red-600';

interface SelectFieldProps {
  label: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  className?: string;
}

/** A labelled native select registered with react-hook-form. */
export function SelectField({ label, options, registration, error, hint, className }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select className={SELECT} {...registration} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Options from a value → label table, in the table's order. */
export const optionsOf = <T extends string>(labels: Record<T, string>): { value: T; label: string }[] =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
