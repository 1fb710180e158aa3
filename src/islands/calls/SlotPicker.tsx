import { type ReactNode, type Ref, useMemo, useState } from 'react';
import { dayIn, monthOf, slotsByDay } from '../../lib/calls/calendar.ts';
import { timeZoneLabel } from '../../lib/forms/booking-slot.ts';
import { FreeTimes } from './FreeTimes.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';
import type { FreeSlots } from './use-free-slots.ts';

const DAY_MS = 86_400_000;

interface SlotPickerProps {
  /** The radio group's id (its error is `${id}-error`). */
  id: string;
  free: FreeSlots;
  onRetry: () => void;
  /** The zone days and times are shown in, and the control that changes it. */
  zone: string;
  zoneField: ReactNode;
  slot: string;
  onSlot: (slot: string) => void;
  error?: string | undefined;
  groupRef?: Ref<HTMLDivElement> | undefined;
}

const statusText = (free: FreeSlots, freeDaysThisMonth: number, canGoLater: boolean): string => {
  if (free.state === 'loading') return 'Loading free times…';
  if (free.state === 'failed') return 'Free times could not be loaded.';
  if (free.refreshing) return 'Updating free times…';
  if (freeDaysThisMonth > 0) return 'Days with free times are highlighted.';
  return canGoLater ? 'No free times this month — try next month' : 'No free times this month.';
};

/** The month view of days with free times and the chosen day's times, in `zone`; its size never changes. */
export function SlotPicker({
  id,
  free,
  onRetry,
  zone,
  zoneField,
  slot,
  onSlot,
  error,
  groupRef,
}: SlotPickerProps) {
  const ready = free.state === 'ready' ? free : null;
  const byDay = useMemo(() => slotsByDay(ready?.slots ?? [], zone), [ready?.slots, zone]);
  const freeDays = useMemo(() => new Map([...byDay].map(([day, times]) => [day, times.length])), [byDay]);
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const [chosenDay, setChosenDay] = useState<string | null>(null);

  const today = ready ? dayIn(zone, ready.loadedAt) : null;
  const firstMonth = today ? monthOf(today) : '';
  const lastMonth = ready
    ? monthOf(dayIn(zone, new Date(ready.loadedAt.getTime() + ready.terms.horizon_days * DAY_MS)))
    : '';
  const slotDay = slot ? dayIn(zone, slot) : null;
  const day = slotDay ?? chosenDay;
  const firstFreeDay = byDay.keys().next().value;
  const month =
    today === null
      ? null
      : shownMonth !== null && shownMonth >= firstMonth && shownMonth <= lastMonth
        ? shownMonth
        : monthOf(day ?? firstFreeDay ?? today);
  const freeDaysThisMonth = month ? [...freeDays.keys()].filter((d) => monthOf(d) === month).length : 0;

  function chooseDay(next: string) {
    setChosenDay(next);
    if (slotDay !== next) onSlot('');
  }

  return (
    <div className="space-y-6">
      {zoneField}
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <MonthCalendar
            month={month}
            firstMonth={firstMonth}
            lastMonth={lastMonth}
            freeDays={freeDays}
            selected={day}
            onSelect={chooseDay}
            onMonth={setShownMonth}
          />
          <div className="mt-3 flex min-h-10 items-center gap-3 text-sm text-ink-700" role="status">
            <span>{statusText(free, freeDaysThisMonth, month !== null && month < lastMonth)}</span>
            {free.state === 'failed' && (
              <button
                type="button"
                onClick={onRetry}
                className="rounded-full border border-ink-200 px-3 py-1.5 font-semibold text-brand-800 hover:bg-ink-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Try again
              </button>
            )}
          </div>
        </div>
        <FreeTimes
          id={id}
          day={day}
          times={day ? (byDay.get(day) ?? []) : []}
          zone={zone}
          zoneLabel={timeZoneLabel(zone, ready?.loadedAt ?? null)}
          meetingMinutes={ready?.terms.meeting_minutes ?? null}
          slot={slot}
          onSlot={onSlot}
          error={error}
          groupRef={groupRef}
        />
      </div>
    </div>
  );
}
