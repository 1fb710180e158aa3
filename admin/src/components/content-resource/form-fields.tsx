import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { characterCount } from '@lib/forms/fields';
import { SelectField } from '@admin/components/forms/select-field';
import { Field, Input, Textarea, TextField } from '@admin/components/ui/field';
import { cn } from '@admin/lib/cn';

/** The editor form's error for a field, by its name. */
function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}

/** A text input registered with the editor's form by its name, showing its error. */
export function FormText({ name, ...input }: { name: string } & ComponentProps<typeof TextField>) {
  const { register } = useFormContext();
  return <TextField error={useFieldError(name)} {...input} {...register(name)} />;
}

interface CountedProps {
  name: string;
  label: string;
  /** The most characters the database stores. */
  max: number;
  hint?: ReactNode;
  /** A multi-line text area of this many rows; a one-line input when absent. */
  rows?: number;
  className?: string;
}

/**
 * A text input or area registered with the editor's form by its name, with a live
 * "n / max characters" count that turns red past the limit.
 */
export function FormCountedText({ name, label, max, hint, rows, className }: CountedProps) {
  const { register } = useFormContext();
  const count = characterCount(useWatch({ name }) as string);
  const counter = (
    <span className={cn('flex flex-wrap justify-between gap-2', count > max && 'font-medium text-red-700')}>
      <span>{hint}</span>
      <span>
        {count.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
      </span>
    </span>
  );
  return (
    <Field label={label} hint={counter} error={useFieldError(name)} className={className}>
      {(control) =>
        rows ? (
          <Textarea rows={rows} {...register(name)} {...control} />
        ) : (
          <Input {...register(name)} {...control} />
        )
      }
    </Field>
  );
}

interface FormSelectProps {
  name: string;
  label: string;
  /** value → label, in the order shown. */
  labels: Record<string, string>;
  hint?: string;
}

/** A drop-down registered with the editor's form by its name, showing its error. */
export function FormSelect({ name, labels, ...field }: FormSelectProps) {
  const { register } = useFormContext();
  const options = Object.entries(labels).map(([value, label]) => ({ value, label }));
  return <SelectField {...field} error={useFieldError(name)} options={options} {...register(name)} />;
}
