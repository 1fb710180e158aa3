import type { Ref } from 'react';
import { dayLabel, timeIn } from '../../lib/calls/calendar.ts';
import { describedBy, FieldError, RequiredMark } from '../forms/Field.tsx';

interface FreeTimesProps {
  id: string;
  day: string | null;
  times: readonly string[];
  zone: string;
  zoneLabel: string;
  meetingMinutes: number | null;
  slot: string;
  onSlot: (slot: string) => void;
  error: string | undefined;
  groupRef?: Ref<HTMLDivElement> | undefined;
}

/** The chosen day's free times as a radio group (arrow keys move between them), on the zone's clock. */
export function FreeTimes({
  id,
  day,
  times,
  zone,
  zoneLabel,
  meetingMinutes,
  slot,
  onSlot,
  error,
  groupRef,
}: FreeTimesProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <p id={labelId} className="text-base font-bold text-ink-950">
        {day ? `Free times on ${dayLabel(day)}` : 'Free times'}
        <RequiredMark />
      </p>
      <p id={hintId} className="mt-1 text-sm text-ink-600">
        {`Times in ${zoneLabel}`}
        {meetingMinutes ? ` · ${meetingMinutes}-minute call` : ''}
      </p>
      <div
        ref={groupRef}
        id={id}
        role="radiogroup"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-describedby={describedBy(error && `${id}-error`, hintId)}
        aria-invalid={error ? true : undefined}
        aria-required
        className="mt-3 h-64 overflow-y-auto rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {!day && <p className="p-1 text-sm text-ink-600">Choose a day with free times in the calendar.</p>}
        {day && times.length === 0 && (
          <p className="p-1 text-sm text-ink-600">No free times are left on this day. Choose another day.</p>
        )}
        {times.length > 0 && (
          <div className="grid grid-cols-2 gap-2 p-1">
            {times.map((time) => (
              <label key={time} className="block">
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={time}
                  checked={slot === time}
                  onChange={() => onSlot(time)}
                  className="peer sr-only"
                />
                <span className="block cursor-pointer rounded-xl border border-brand-200 px-3 py-2.5 text-center text-sm font-semibold text-brand-800 transition hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2">
                  {timeIn(zone, time)}
                </span>
              </label>
            ))}
          </div>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
