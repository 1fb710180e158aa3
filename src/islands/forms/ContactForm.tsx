import { contactSchema, type ContactValues, EMPTY_CONTACT } from '../../lib/forms/contact.ts';
import { submitContact } from '../../lib/forms/submit-contact.ts';
import { lazyPublicRest } from '../../lib/supabase/lazy-public-rest.ts';
import { ContactDetailsFields, contactDetailFields } from './ContactDetailsFields.tsx';
import { TextAreaField, TextField } from './Field.tsx';
import { FormFooter } from './FormFooter.tsx';
import { FormShell } from './FormShell.tsx';
import { Honeypot } from './Honeypot.tsx';
import { useFormSubmission } from './use-form-submission.ts';
import { usePublicForm } from './use-public-form.ts';

/** The contact form on /contact: a message into contact_submissions (kind contact). */
export default function ContactForm() {
  const { handleSubmit, field, formState } = usePublicForm(contactSchema, EMPTY_CONTACT);
  const { honeypot, send, leaving } = useFormSubmission('contact');
  const busy = formState.isSubmitting || leaving;

  const onValid = (values: ContactValues) =>
    send(async (attribution) => submitContact(await lazyPublicRest(), values, attribution));

  return (
    <FormShell name="contact" busy={busy} onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <ContactDetailsFields idPrefix="contact" fields={contactDetailFields(field)} />
      <TextField id="contact-subject" label="Subject" type="text" {...field('subject')} />
      <TextAreaField
        id="contact-message"
        label="Message"
        required
        hint="What can we help with? A few lines about your business and goals is plenty."
        rows={6}
        {...field('message')}
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
