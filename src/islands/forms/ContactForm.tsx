import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type ContactInput,
  contactSchema,
  type ContactValues,
  EMPTY_CONTACT,
} from '../../lib/forms/contact.ts';
import { submitContact } from '../../lib/forms/submit-contact.ts';
import { publicRest } from '../../lib/supabase/public-rest.ts';
import { controlClass, Field, TextField } from './Field.tsx';
import { FormShell } from './FormShell.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useFormSubmission } from './use-form-submission.ts';

/** The contact form on /contact: a message into contact_submissions (kind contact). */
export default function ContactForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
  });
  const { honeypot, send, leaving } = useFormSubmission('contact');
  const busy = isSubmitting || leaving;

  const onValid = (values: ContactValues) =>
    send((attribution) => submitContact(publicRest(), values, attribution));

  return (
    <FormShell name="contact" busy={busy} onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Full name"
          required
          error={errors.name?.message}
          type="text"
          autoComplete="name"
          {...register('name')}
        />
        <TextField
          id="contact-email"
          label="Email address"
          required
          error={errors.email?.message}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
        />
        <TextField
          id="contact-phone"
          label="Phone"
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
          {...register('phone')}
        />
        <TextField
          id="contact-company"
          label="Company"
          error={errors.company?.message}
          type="text"
          autoComplete="organization"
          {...register('company')}
        />
      </div>
      <TextField
        id="contact-subject"
        label="Subject"
        error={errors.subject?.message}
        type="text"
        {...register('subject')}
      />
      <Field
        id="contact-message"
        label="Message"
        required
        hint="What can we help with? A few lines about your business and goals is plenty."
        error={errors.message?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            rows={6}
            className={controlClass(!!errors.message)}
          />
        )}
      </Field>
      <Honeypot inputRef={honeypot} idPrefix="contact" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600">
          We use your details only to reply. See our{' '}
          <a
            href="/privacy-policy"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            privacy policy
          </a>
          .
        </p>
        <SubmitButton busy={busy} label="Send message" busyLabel="Sending..." />
      </div>
    </FormShell>
  );
}
