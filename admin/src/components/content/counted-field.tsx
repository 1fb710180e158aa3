import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { characterCount } from '@lib/forms/fields';
import { Field, Input, Textarea } from '@admin/components/ui/field';
import { cn } from '@admin/lib/cn';

interface CountedFieldProps {
  label: string;
  /** The most characters the database stores. */
  max: number;
  /** The field's current text, for the live count. */
  value: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  /** A multi-line text area of this many rows; a one-line input when absent. */
  rows?: number;
  className?: string;
}

/** A labelled text input or area with a live "n / max characters" count that turns red past the limit. */
export function CountedField({
  label,
  max,
  value,
  registration,
  error,
  hint,
  rows,
  className,
}: CountedFieldProps) {
  const count = characterCount(value);
  const counter = (
    <span className={cn('flex flex-wrap justify-between gap-2', count > max && 'font-medium text-red-700')}>
      <span>{hint}</span>
      <span>
        {count.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
      </span>
    </span>
  );
  return (
    <Field label={label} hint={counter} error={error} className={className}>
      {(control) =>
        rows ? (
          <Textarea rows={rows} {...registration} {...control} />
        ) : (
          <Input {...registration} {...control} />
        )
      }
    </Field>
  );
}
