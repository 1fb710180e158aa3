import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '@admin/components/ui/field';

export interface TextFieldSpec<Input extends FieldValues> extends Omit<
  ComponentProps<typeof TextField>,
  'name' | 'error'
> {
  name: Path<Input>;
}

/** Text inputs from a list: each registered under its name in `form`, with its own message. */
export function TextFields<Input extends FieldValues, Values>({
  form,
  fields,
}: {
  form: UseFormReturn<Input, unknown, Values>;
  fields: readonly TextFieldSpec<Input>[];
}) {
  return fields.map(({ name, ...props }) => (
    <TextField
      key={name}
      error={form.getFieldState(name, form.formState).error?.message}
      {...props}
      {...form.register(name)}
    />
  ));
}
