import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, TextField } from '@admin/components/ui/field';
import { Select } from '@admin/components/ui/select';

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

interface FormSelectProps {
  name: string;
  label: string;
  /** value → label, in the order shown. */
  labels: Record<string, string>;
  hint?: string;
}

/** A drop-down registered with the editor's form by its name, showing its error. */
export function FormSelect({ name, label, labels, hint }: FormSelectProps) {
  const { register } = useFormContext();
  return (
    <Field label={label} hint={hint} error={useFieldError(name)}>
      {(control) => (
        <Select {...register(name)} {...control}>
          {Object.entries(labels).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
