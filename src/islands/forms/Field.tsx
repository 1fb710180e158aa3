import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** What a field's control needs to be labelled, described and marked invalid or required. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** The classes of a text input, select or text area, red while its value is refused. */
export const controlClass = (invalid: boolean): string =>
  `block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-950 shadow-sm outline-none transition placeholder:text-ink-500 focus-visible:ring-2 sm:text-sm ${
    invalid
      ? 'border-red-600 focus-visible:border-red-600 focus-visible:ring-red-600/25'
      : 'border-ink-200 hover:border-ink-300 focus-visible:border-brand-600 focus-visible:ring-brand-600/30'
  }`;

export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The ids that describe a control: its error first (read first), then its hint. */
export const describedBy = (...ids: (string | false | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/** A visible label, an optional hint, the control and its error message, wired together for assistive technology. */
export function Field({ id, label, error, hint, required = false, className = '', children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <div className="mt-2">
        {children({
          id,
          'aria-describedby': describedBy(error && errorId, hint && hintId),
          'aria-invalid': error ? true : undefined,
          'aria-required': required ? true : undefined,
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A Field whose control is a single-line input; spread react-hook-form's `register(name)` into it. */
export function TextField({ id, label, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={required ?? false}
      className={className ?? ''}
    >
      {(control) => <input {...control} {...input} className={controlClass(Boolean(error))} />}
    </Field>
  );
}
