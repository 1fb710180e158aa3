import { useId, useState } from 'react';
import { SelectField } from '@admin/components/forms/select-field';
import { Button } from '@admin/components/ui/button';
import { type CallRow, dayRange } from '@admin/components/calls/api';
import { TextField } from '@admin/components/ui/field';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import { clockIn, dayIn, isDay, zoneName } from '@admin/lib/zoned-time';
import { RESCHEDULE_ERRORS, useFreeSlots, useHosts, useRescheduleCall } from './calls-api';

interface ReschedulePanelProps {
  call: CallRow;
  zone: string;
  onDone: () => void;
}

/** Moves a call to a free time of a chosen day (agency zone), with any free host or a chosen one. */
export function ReschedulePanel({ call, zone, onDone }: ReschedulePanelProps) {
  const headingId = useId();
  const today = dayIn(zone, new Date());
  const callDay = dayIn(zone, new Date(call.starts_at));
  const [day, setDay] = useState(callDay > today ? callDay : today);
  const [hostId, setHostId] = useState('');
  const [slot, setSlot] = useState<string | null>(null);
  const hosts = useHosts();
  // The call's own time is not a time to move it to.
  const slots = useFreeSlots(isDay(day) ? dayRange(day, zone) : null, call.starts_at);
  const reschedule = useRescheduleCall();
  const visitorZone = call.visitor_time_zone;
  const onSubmit = () => {
    if (!slot) return;
    reschedule.mutate(
      { id: call.id, slot, hostId: hostId || null },
      outcomeToasts({
        done: 'Call rescheduled',
        detail: 'The visitor and the host are emailed updated invites.',
        failed: 'Not rescheduled',
        refusals: RESCHEDULE_ERRORS,
        then: onDone,
      }),
    );
  };
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-ink-950">
        Reschedule
      </h3>
      <p className="text-sm text-ink-800">
        Pick a free time. The visitor and the host are emailed updated invites; the old time is freed.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`Day (${zoneName(zone)})`}
          type="date"
          min={today}
          value={day}
          onChange={(event) => {
            setDay(event.target.value);
            setSlot(null);
          }}
        />
        <SelectField
          label="Host"
          hint="Any: the least busy host free then. A chosen host must be free then."
          value={hostId}
          onChange={(event) => setHostId(event.target.value)}
          options={[
            { value: '', label: 'Any free host' },
            ...(hosts.data ?? [])
              .filter((host) => host.is_active)
              .map((host) => ({ value: host.id, label: host.display_name })),
          ]}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-900">Free times</legend>
        {!isDay(day) ? (
          <p className="text-sm text-ink-700">Choose a day.</p>
        ) : (
          <QueryView
            query={slots}
            loading={<Skeleton className="h-10" />}
            empty={<p className="text-sm text-ink-700">No free times on this day. Try another day.</p>}
          >
            {(choices) => (
              <div className="flex flex-wrap gap-2" data-testid="free-times">
                {choices.map((time) => (
                  <label
                    key={time}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-ink-200 bg-white px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-100"
                  >
                    <input
                      type="radio"
                      name={`${headingId}-slot`}
                      value={time}
                      checked={slot === time}
                      onChange={() => setSlot(time)}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {clockIn(zone, time)}
                    {visitorZone !== zone && (
                      <span className="text-xs text-ink-600">({clockIn(visitorZone, time)} visitor)</span>
                    )}
                  </label>
                ))}
              </div>
            )}
          </QueryView>
        )}
      </fieldset>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" size="sm" onClick={onDone}>
          Keep the time
        </Button>
        <Button size="sm" disabled={!slot} pending={reschedule.isPending} onClick={onSubmit}>
          Move the call
        </Button>
      </div>
    </section>
  );
}
