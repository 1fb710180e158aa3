import { useRef } from 'react';
import {
  emptyJobApplication,
  jobApplicationFormSchema,
  type JobApplicationFormValues,
} from '../../lib/forms/job-application.ts';
import { type ResumeUpload, submitJobApplication } from '../../lib/forms/submit-job-application.ts';
import { lazyPublicRest } from '../../lib/supabase/lazy-public-rest.ts';
import { publicStorage } from '../../lib/supabase/public-storage.ts';
import { ContactDetailsFields } from './ContactDetailsFields.tsx';
import { controlClass, Field, TextAreaField, TextField, UrlField } from './Field.tsx';
import { FormFooter } from './FormFooter.tsx';
import { FormShell } from './FormShell.tsx';
import { Honeypot } from './Honeypot.tsx';
import { ResumeField } from './ResumeField.tsx';
import { useFormSubmission } from './use-form-submission.ts';
import { usePublicForm } from './use-public-form.ts';

export interface JobApplicationFormProps {
  /** The open jobs to choose from. */
  jobs: { id: string; title: string }[];
  /** The job preselected (on a job's own page). */
  selectedJobId?: string;
}

/** The application form on /careers: the résumé into the private bucket, then a job_applications row. */
export default function JobApplicationForm({ jobs, selectedJobId }: JobApplicationFormProps) {
  const preselected = jobs.some((job) => job.id === selectedJobId)
    ? selectedJobId
    : jobs.length === 1
      ? jobs[0]?.id
      : '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    field,
  } = usePublicForm(jobApplicationFormSchema, emptyJobApplication(preselected));
  const { honeypot, send, leaving } = useFormSubmission('job_application');
  // The résumé already stored by an attempt whose row was refused: anon may not upload into its folder again.
  const uploaded = useRef<ResumeUpload | undefined>(undefined);
  const busy = isSubmitting || leaving;

  if (jobs.length === 0) {
    return <p className="text-ink-600">There are no open roles right now. Please check back soon.</p>;
  }

  // Registered before the text fields below, so a refused role is the field focused first (react-hook-form focuses in registration order).
  const roleField = register('job_id');

  const onValid = (values: JobApplicationFormValues) =>
    send(
      async (attribution) => {
        const clients = { rest: await lazyPublicRest(), storage: publicStorage() };
        const outcome = await submitJobApplication(clients, values, attribution, uploaded.current);
        if ('upload' in outcome) uploaded.current = outcome.upload;
        return outcome;
      },
      { job_id: values.job_id, job_title: jobs.find((job) => job.id === values.job_id)?.title ?? '' },
    );

  return (
    <FormShell name="job_application" busy={busy} onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Field id="job-role" label="Role" required error={errors.job_id?.message}>
        {(a11y) => (
          // defaultValue puts the preselected role in the server's HTML too, chosen before hydration.
          <select
            {...a11y}
            {...roleField}
            defaultValue={preselected}
            className={controlClass(!!errors.job_id)}
          >
            <option value="">Choose a role</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ContactDetailsFields
        idPrefix="job"
        fields={{ name: field('full_name'), email: field('email'), phone: field('phone') }}
      >
        <TextField
          id="job-linkedin"
          label="LinkedIn profile"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/your-name"
          {...field('linkedin_url')}
        />
      </ContactDetailsFields>
      <UrlField id="job-portfolio" label="Portfolio or website" {...field('portfolio_url')} />
      <TextAreaField
        id="job-cover-letter"
        label="Cover letter"
        hint="Why this role, and what you would bring to it."
        rows={6}
        {...field('cover_letter')}
      />
      <ResumeField registration={register('resume')} error={errors.resume?.message} />
      <Honeypot inputRef={honeypot} idPrefix="job" />
      <FormFooter
        note="Your résumé is stored privately and seen only by our hiring team."
        busy={busy}
        label="Submit application"
        busyLabel="Submitting application..."
      />
    </FormShell>
  );
}
