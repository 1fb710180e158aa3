import { useState } from 'react';
import { momentIn } from '../../lib/calls/calendar.ts';
import { type ManageOutcome, rescheduleCall } from '../../lib/calls/manage.ts';
import { timeZoneChoices, timeZoneLabel } from '../../lib/forms/booking-slot.ts';
import { FAILURE_MESSAGES } from '../../lib/forms/messages.ts';
import { publicRest } from '../../lib/supabase/public-rest.ts';
import { controlClass, Field } from '../forms/Field.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { useFreeSlots } from './use-free-slots.ts';

interface RescheduleCallProps {
  token: string;
  zone: string;
  onZone: (zone: string) => void;
  ownZone: string | null;
  /** The answer when it is not "taken" (that one is shown here, by the picker). */
  onDone: (outcome: ManageOutcome) => void;
  onClose: () => void;
}

/** The month view again, and moving the call to the time chosen (reschedule_discovery_call). */
export function RescheduleCall({ token, zone, onZone, ownZone, onDone, onClose }: RescheduleCallProps) {
  const { free, refresh } = useFreeSlots();
  const [slot, setSlot] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  async function move() {
    if (slot === '') {
      setError('Choose a day and a free time');
      return;
    }
    setBusy(true);
    const outcome = await rescheduleCall(publicRest(), token, slot);
    setBusy(false);
    if (!outcome.ok && outcome.failure === 'taken') {
      setSlot('');
      setError(FAILURE_MESSAGES.slotTaken);
      refresh();
      return;
    }
    onDone(outcome);
  }

  return (
    <section aria-labelledby="reschedule-heading" className="mt-8 border-t border-ink-100 pt-6">
      <h3 id="reschedule-heading" className="text-lg font-bold text-ink-950">
        Choose a new time
      </h3>
      <div className="mt-4">
        <SlotPicker
          id="reschedule-slot"
          free={free}
          onRetry={refresh}
          zone={zone}
          zoneField={
            <Field id="reschedule-time-zone" label="Time zone" className="sm:max-w-xs">
              {(a11y) => (
                <select
                  {...a11y}
                  value={zone}
                  onChange={(event) => onZone(event.target.value)}
                  className={controlClass(false)}
                >
                  {timeZoneChoices(ownZone).map((choice) => (
                    <option key={choice} value={choice}>
                      {timeZoneLabel(choice, new Date())}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          }
          slot={slot}
          onSlot={(next) => {
            setSlot(next);
            setError(undefined);
          }}
          error={error}
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={busy}
          onClick={() => void move()}
          className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-brand-800"
        >
          {busy ? 'Moving…' : slot ? `Move the call to ${momentIn(zone, slot)}` : 'Move the call'}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex items-center justify-center rounded-full border border-ink-200 px-6 py-3 font-semibold text-ink-800 hover:bg-ink-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Keep the current time
        </button>
      </div>
    </section>
  );
}
