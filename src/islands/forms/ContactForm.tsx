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
import { ContactDetailsFields } from './ContactDetailsFields.tsx';
import { TextAreaField, TextField } from './Field.tsx';
import { FormFooter } from './FormFooter.tsx';
import { FormShell } from './FormShell.tsx';
import { Honeypot } from './Honeypot.tsx';
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
      <ContactDetailsFields
        idPrefix="contact"
        name={{ registration: register('name'), error: errors.name?.message }}
        email={{ registration: register('email'), error: errors.email?.message }}
        phone={{ registration: register('phone'), error: errors.phone?.message }}
        company={{ registration: register('company'), error: errors.company?.message }}
      />
      <TextField
        id="contact-subject"
        label="Subject"
        error={errors.subject?.message}
        type="text"
        {...register('subject')}
      />
      <TextAreaField
        id="contact-message"
        label="Message"
        required
        hint="What can we help with? A few lines about your business and goals is plenty."
        error={errors.message?.message}
        rows={6}
        {...register('message')}
      />
      <Honeypot inputRef={honeypot} idPrefix="contact" />
      <FormFooter
        note={
          <>
            We use your details only to reply. See our{' '}
            <a
              href="/privacy-policy"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              privacy policy
            </a>
            .
          </>
        }
        busy={busy}
        label="Send message"
        busyLabel="Sending..."
      />
    </FormShell>
  );
}
