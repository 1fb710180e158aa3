import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './Field.tsx';

/** A field as a form hands it over: react-hook-form's registration and its current error. */
export interface FormField {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

interface ContactDetailsFieldsProps {
  /** The form's id prefix: the inputs are `<prefix>-name`, `-email`, `-phone`, `-company`. */
  idPrefix: string;
  emailLabel?: string;
  name: FormField;
  email: FormField;
  phone: FormField;
  /** The fourth field: the company, or (when `company` is left out) a field of the form's own. */
  company?: FormField;
  children?: ReactNode;
}

/** Who is writing: name, email, phone and company in two columns, as every public form asks them. */
export function ContactDetailsFields({
  idPrefix,
  emailLabel = 'Email address',
  name,
  email,
  phone,
  company,
  children,
}: ContactDetailsFieldsProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-name`}
        label="Full name"
        required
        error={name.error}
        type="text"
        autoComplete="name"
        {...name.registration}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={emailLabel}
        required
        error={email.error}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...email.registration}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        error={phone.error}
        type="tel"
        autoComplete="tel"
        {...phone.registration}
      />
      {company ? (
        <TextField
          id={`${idPrefix}-company`}
          label="Company"
          error={company.error}
          type="text"
          autoComplete="organization"
          {...company.registration}
        />
      ) : (
        children
      )}
    </div>
  );
}
