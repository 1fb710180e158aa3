import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** A field as a form's controls take it: react-hook-form's registration and the field's current error. */
export type FormField = UseFormRegisterReturn & { error: string | undefined };

/** `field(name)`: the registration and error of one field, to spread into a TextField or TextAreaField. */
export function fieldsOf<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return (name: Path<Values>): FormField => {
    const error: FieldError | undefined = get(errors, name);
    return { ...register(name), error: error?.message };
  };
}
