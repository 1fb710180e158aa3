import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import {
  earliestBookableDate,
  isTimeZone,
  openSlots,
  TIME_SLOTS,
  timeZoneChoices,
  timeZoneLabel,
} from '../../lib/forms/booking-slot.ts';
import type { DiscoveryCallInput, DiscoveryCallValues } from '../../lib/forms/discovery-call.ts';
import { controlClass, Field } from './Field.tsx';
import { useBrowserTimeZone, useClientNow } from './use-client-values.ts';

interface SlotFieldsProps {
  control: Control<DiscoveryCallInput, unknown, DiscoveryCallValues>;
  register: UseFormRegister<DiscoveryCallInput>;
  errors: FieldErrors<DiscoveryCallInput>;
}

/** Preferred date, time slot and time zone; times are the visitor's wall-clock times in that zone. */
export function SlotFields({ control, register, errors }: SlotFieldsProps) {
  const now = useClientNow();
  const ownZone = useBrowserTimeZone();
  const [date, zone] = useWatch({ control, name: ['preferred_date', 'time_zone'] });
  const knownZone = isTimeZone(zone) ? zone : ownZone;
  const open = now && knownZone ? openSlots(date, knownZone, now) : TIME_SLOTS;
  const earliest = now && knownZone ? earliestBookableDate(knownZone, now) : undefined;

  return (
    <div className="grid gap-6 sm:grid-cols-3">
      <Field
        id="discovery-date"
        label="Preferred date"
        required
        hint="Monday to Friday"
        error={errors.preferred_date?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register('preferred_date')}
            type="date"
            min={earliest}
            className={controlClass(!!errors.preferred_date)}
          />
        )}
      </Field>
      <Field
        id="discovery-time"
        label="Preferred time"
        required
        hint="30-minute call"
        error={errors.preferred_time?.message}
      >
        {(a11y) => (
          <select {...a11y} {...register('preferred_time')} className={controlClass(!!errors.preferred_time)}>
            <option value="">Choose a time</option>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot} disabled={!open.includes(slot)}>
                {slot}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="discovery-time-zone"
        label="Time zone"
        required
        hint="Times are in this zone"
        error={errors.time_zone?.message}
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
    </div>
  );
}
