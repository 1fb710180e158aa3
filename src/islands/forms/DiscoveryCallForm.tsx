import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  BUDGET_OPTIONS,
  type DiscoveryCallInput,
  discoveryCallSchema,
  type DiscoveryCallValues,
  EMPTY_DISCOVERY_CALL,
} from '../../lib/forms/discovery-call.ts';
import { submitDiscoveryCall } from '../../lib/forms/submit-discovery-call.ts';
import { publicRest } from '../../lib/supabase/public-rest.ts';
import { controlClass, Field, TextField } from './Field.tsx';
import { FormShell } from './FormShell.tsx';
import { Honeypot } from './Honeypot.tsx';
import { ServiceChoices } from './ServiceChoices.tsx';
import { SlotFields } from './SlotFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useBrowserTimeZone } from './use-client-values.ts';
import { useFormSubmission } from './use-form-submission.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-ink-100 pt-6">
      <fieldset className="space-y-6">
        <legend className="text-lg font-bold text-ink-950">{title}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** The booking form on /book-discovery: a discovery_call row in contact_submissions. */
export default function DiscoveryCallForm() {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DiscoveryCallInput, unknown, DiscoveryCallValues>({
    resolver: zodResolver(discoveryCallSchema),
    defaultValues: EMPTY_DISCOVERY_CALL,
  });
  const { honeypot, send, leaving } = useFormSubmission('discovery_call');
  const ownZone = useBrowserTimeZone();
  const busy = isSubmitting || leaving;

  // The visitor's own zone is the default, known only in the browser.
  useEffect(() => {
    if (ownZone && getValues('time_zone') === '') setValue('time_zone', ownZone);
  }, [ownZone, getValues, setValue]);

  const onValid = (values: DiscoveryCallValues) =>
    send((attribution) => submitDiscoveryCall(publicRest(), values, attribution), {
      services: values.services.join(','),
      budget: values.budget ?? '',
    });

  return (
    <FormShell name="discovery_call" busy={busy} onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Section title="Your details">
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            id="discovery-name"
            label="Full name"
            required
            error={errors.name?.message}
            type="text"
            autoComplete="name"
            {...register('name')}
          />
          <TextField
            id="discovery-email"
            label="Work email"
            required
            error={errors.email?.message}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
          <TextField
            id="discovery-phone"
            label="Phone"
            error={errors.phone?.message}
            type="tel"
            autoComplete="tel"
            {...register('phone')}
          />
          <TextField
            id="discovery-company"
            label="Company"
            error={errors.company?.message}
            type="text"
            autoComplete="organization"
            {...register('company')}
          />
        </div>
        <TextField
          id="discovery-website"
          label="Website"
          hint="For example example.com"
          error={errors.website?.message}
          type="url"
          inputMode="url"
          autoComplete="url"
          {...register('website')}
        />
      </Section>
      <Section title="Your goals">
        <ServiceChoices registration={register('services')} error={errors.services?.message} />
        <Field id="discovery-budget" label="Monthly marketing budget" error={errors.budget?.message}>
          {(a11y) => (
            <select {...a11y} {...register('budget')} className={controlClass(!!errors.budget)}>
              <option value="">Choose a range</option>
              {BUDGET_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="discovery-goals"
          label="What would you like to achieve?"
          hint="Targets, current results, deadlines: whatever helps us prepare."
          error={errors.goals?.message}
        >
          {(a11y) => (
            <textarea {...a11y} {...register('goals')} rows={5} className={controlClass(!!errors.goals)} />
          )}
        </Field>
      </Section>
      <Section title="Preferred date and time">
        <SlotFields control={control} register={register} errors={errors} />
      </Section>
      <Honeypot inputRef={honeypot} idPrefix="discovery" />
      <div className="flex flex-col gap-4 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600">We reply by email within one business day to agree the time.</p>
        <SubmitButton busy={busy} label="Book Discovery Call" busyLabel="Booking..." />
      </div>
    </FormShell>
  );
}
