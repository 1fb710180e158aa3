import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { type BookedCall, bookDiscoveryCall } from '../../lib/calls/booking.ts';
import { isTimeZone, timeZoneChoices, timeZoneLabel } from '../../lib/forms/booking-slot.ts';
import {
  BUDGET_OPTIONS,
  discoveryCallSchema,
  type DiscoveryCallValues,
  EMPTY_DISCOVERY_CALL,
} from '../../lib/forms/discovery-call.ts';
import { FAILURE_MESSAGES } from '../../lib/forms/messages.ts';
import { publicRest } from '../../lib/supabase/public-rest.ts';
import { BookingConfirmation } from '../calls/BookingConfirmation.tsx';
import { SlotPicker } from '../calls/SlotPicker.tsx';
import { useFreeSlots } from '../calls/use-free-slots.ts';
import { ContactDetailsFields, contactDetailFields } from './ContactDetailsFields.tsx';
import { controlClass, Field, TextAreaField, UrlField } from './Field.tsx';
import { FormFooter } from './FormFooter.tsx';
import { FormShell } from './FormShell.tsx';
import { Honeypot } from './Honeypot.tsx';
import { ServiceChoices } from './ServiceChoices.tsx';
import { useBrowserTimeZone, useClientNow } from './use-client-values.ts';
import { useFormSubmission } from './use-form-submission.ts';
import { usePublicForm } from './use-public-form.ts';

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

/**
 * The booking form on /book-discovery: a free time from the month view, the details, and
 * book_discovery_call; the booked time is confirmed on the page.
 */
export default function DiscoveryCallForm() {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
    field,
  } = usePublicForm(discoveryCallSchema, EMPTY_DISCOVERY_CALL);
  const { field: slotField } = useController({ control, name: 'slot' });
  const { honeypot, send, leaving } = useFormSubmission('discovery_call');
  const { free, refresh } = useFreeSlots();
  const ownZone = useBrowserTimeZone();
  const now = useClientNow();
  const chosenZone = useWatch({ control, name: 'time_zone' });
  const zone = isTimeZone(chosenZone) ? chosenZone : (ownZone ?? 'UTC');
  const booking = useRef<BookedCall | null>(null);
  const [booked, setBooked] = useState<{ call: BookedCall; email: string } | null>(null);
  const busy = isSubmitting || leaving;

  // The visitor's own zone is the default, known only in the browser.
  useEffect(() => {
    if (ownZone && getValues('time_zone') === '') setValue('time_zone', ownZone);
  }, [ownZone, getValues, setValue]);

  // Someone booked the time first: say so by the picker, show what is free now, keep the rest.
  function slotTaken() {
    setValue('slot', '');
    setError('slot', { message: FAILURE_MESSAGES.slotTaken }, { shouldFocus: true });
    refresh();
  }

  const onValid = (values: DiscoveryCallValues) =>
    send(
      async (attribution) => {
        const outcome = await bookDiscoveryCall(publicRest(), values, attribution);
        if (outcome.ok) {
          booking.current = outcome.call;
          return { ok: true };
        }
        if ('taken' in outcome) {
          slotTaken();
          return { ok: false };
        }
        return outcome;
      },
      { services: values.services.join(','), budget: values.budget ?? '' },
      () => {
        if (booking.current) setBooked({ call: booking.current, email: values.email });
      },
    );

  if (booked) return <BookingConfirmation call={booked.call} email={booked.email} />;

  return (
    <FormShell name="discovery_call" busy={busy} onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Section title="Choose a time">
        <SlotPicker
          id="discovery-slot"
          free={free}
          onRetry={refresh}
          zone={zone}
          zoneField={
            <Field
              id="discovery-time-zone"
              label="Time zone"
              required
              hint="Days and times are shown in this zone"
              error={errors.time_zone?.message}
              className="sm:max-w-xs"
            >
              {(a11y) => (
                <select {...a11y} {...register('time_zone')} className={controlClass(!!errors.time_zone)}>
                  <option value="">Choose a time zone</option>
                  {timeZoneChoices(ownZone).map((choice) => (
                    <option key={choice} value={choice}>
                      {timeZoneLabel(choice, now)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          }
          slot={slotField.value}
          onSlot={slotField.onChange}
          error={errors.slot?.message}
          groupRef={slotField.ref}
        />
      </Section>
      <Section title="Your details">
        <ContactDetailsFields
          idPrefix="discovery"
          emailLabel="Work email"
          fields={contactDetailFields(field)}
        />
        <UrlField
          id="discovery-website"
          label="Website"
          hint="For example example.com"
          {...field('website')}
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
        <TextAreaField
          id="discovery-goals"
          label="What would you like to achieve?"
          hint="Targets, current results, deadlines: whatever helps us prepare."
          rows={5}
          {...field('goals')}
        />
      </Section>
      <Honeypot inputRef={honeypot} idPrefix="discovery" />
      <FormFooter
        className="border-t border-ink-100 pt-6"
        note="You get a confirmation email with a calendar invite and a link to reschedule or cancel."
        busy={busy}
        label="Book Discovery Call"
        busyLabel="Booking..."
      />
    </FormShell>
  );
}
