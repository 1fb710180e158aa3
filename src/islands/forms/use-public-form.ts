import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type * as z from 'zod/v4-mini';
import { fieldsOf } from './form-field.ts';

/** A public form validated by its zod schema, with `field(name)` to bind its text controls. */
export function usePublicForm<Input extends FieldValues, Values>(
  schema: z.ZodMiniType<Values, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues });
  return { ...form, field: fieldsOf(form.register, form.formState.errors) };
}
