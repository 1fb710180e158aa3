import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CountedField } from '@admin/components/content/counted-field';
import { SelectField } from '@admin/components/forms/select-field';
import { TextField } from '@admin/components/ui/field';

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

type CountedProps = Omit<ComponentProps<typeof CountedField>, 'value' | 'registration' | 'error'>;

/** A text with its live character count, registered with the editor's form by its name. */
export function FormCountedText({ name, ...field }: { name: string } & CountedProps) {
  const { control, register } = useFormContext();
  const value = useWatch({ control, name }) as string;
  return <CountedField {...field} value={value} error={useFieldError(name)} registration={register(name)} />;
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
