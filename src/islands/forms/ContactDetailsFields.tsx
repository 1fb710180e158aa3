import type { ReactNode } from 'react';
import { TextField } from './Field.tsx';
import type { FormField } from './form-field.ts';

interface ContactDetailsFieldsProps {
  /** The form's id prefix: the inputs are `<prefix>-name`, `-email`, `-phone`, `-company`. */
  idPrefix: string;
  emailLabel?: string;
  /** The fourth field is the company, or (when `company` is left out) the children: a field of the form's own. */
  fields: { name: FormField; email: FormField; phone: FormField; company?: FormField };
  children?: ReactNode;
}

/** The four fields of a form whose keys are contact_submissions' own (the contact and discovery-call forms). */
export const contactDetailFields = (field: (name: 'name' | 'email' | 'phone' | 'company') => FormField) => ({
  name: field('name'),
  email: field('email'),
  phone: field('phone'),
  company: field('company'),
});

/** Who is writing: name, email, phone and company in two columns, as every public form asks them. */
export function ContactDetailsFields({
  idPrefix,
  emailLabel = 'Email address',
  fields: { name, email, phone, company },
  children,
}: ContactDetailsFieldsProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-name`}
        label="Full name"
        required
        type="text"
        autoComplete="name"
        {...name}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={emailLabel}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        {...email}
      />
      <TextField id={`${idPrefix}-phone`} label="Phone" type="tel" autoComplete="tel" {...phone} />
      {company ? (
        <TextField
          id={`${idPrefix}-company`}
          label="Company"
          type="text"
          autoComplete="organization"
          {...company}
        />
      ) : (
        children
      )}
    </div>
  );
}
