import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

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

type FieldOwnProps = Omit<FieldProps, 'children'>;

/** A control's props split into the Field's (label, hint, error…) and the control's own. */
function splitField<P extends FieldOwnProps>({ id, label, error, hint, required, className, ...control }: P) {
  return [
    { id, label, error, hint, required: required ?? false, className: className ?? '' },
    control,
  ] as const;
}

type TextFieldProps = FieldOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A Field whose control is a single-line input; spread react-hook-form's `register(name)` into it. */
export function TextField(props: TextFieldProps) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>
      {(control) => <input {...control} {...input} className={controlClass(Boolean(field.error))} />}
    </Field>
  );
}

type TextAreaFieldProps = FieldOwnProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A Field whose control is a text area; spread react-hook-form's `register(name)` into it. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [field, textarea] = splitField(props);
  return (
    <Field {...field}>
      {(control) => <textarea {...control} {...textarea} className={controlClass(Boolean(field.error))} />}
    </Field>
  );
}

/** A TextField for a web address (the browser offers URLs, phones show the URL keyboard). */
export function UrlField(props: TextFieldProps) {
  return <TextField type="url" inputMode="url" autoComplete="url" {...props} />;
}
