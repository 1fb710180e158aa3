import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  addDays,
  addMonths,
  dayLabel,
  monthLabel,
  monthOf,
  monthWeeks,
  WEEKDAYS,
  weekdayIndex,
} from '../../lib/calls/calendar.ts';

interface MonthCalendarProps {
  /** The month shown, or null while there is nothing to show yet (the grid keeps its size). */
  month: string | null;
  firstMonth: string;
  lastMonth: string;
  /** Free times per day. */
  freeDays: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (day: string) => void;
  onMonth: (month: string) => void;
}

/** The same day of another month, or its last day when it is shorter (31 January + one month = the end of February). */
function shiftMonth(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const lastDay = Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8));
  return `${month}-${String(Math.min(Number(day.slice(8)), lastDay)).padStart(2, '0')}`;
}

const KEY_STEPS: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, -weekdayIndex(day)),
  End: (day) => addDays(day, 6 - weekdayIndex(day)),
  PageUp: (day) => shiftMonth(day, -1),
  PageDown: (day) => shiftMonth(day, 1),
};

const navButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-ink-200 text-ink-800 transition hover:bg-ink-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The month grid (WAI-ARIA date grid): arrow keys move by day and week, Home/End to the week's
 * ends, Page Up/Down by month; Enter or Space chooses a day with free times. Each cell reads as
 * its full date and how many free times it has.
 */
export function MonthCalendar({
  month,
  firstMonth,
  lastMonth,
  freeDays,
  selected,
  onSelect,
  onMonth,
}: MonthCalendarProps) {
  const [focused, setFocused] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = 'discovery-calendar-month';

  const firstFree = month ? [...freeDays.keys()].find((day) => monthOf(day) === month) : undefined;
  const active =
    month === null
      ? null
      : focused && monthOf(focused) === month
        ? focused
        : selected && monthOf(selected) === month
          ? selected
          : (firstFree ?? `${month}-01`);

  useEffect(() => {
    if (!moveFocus.current || !active) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (!active) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (freeDays.has(active)) onSelect(active);
      return;
    }
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(active);
    const nextMonth = monthOf(next);
    if (nextMonth < firstMonth || nextMonth > lastMonth) return;
    if (nextMonth !== month) onMonth(nextMonth);
    moveFocus.current = true;
    setFocused(next);
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} className="text-base font-bold text-ink-950" aria-live="polite">
          {month ? monthLabel(month) : ' '}
        </h3>
        <div className="flex gap-2">
          <button
            type="button"
            className={navButton}
            aria-label="Previous month"
            disabled={!month || month <= firstMonth}
            onClick={() => month && onMonth(addMonths(month, -1))}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={navButton}
            aria-label="Next month"
            disabled={!month || month >= lastMonth}
            onClick={() => month && onMonth(addMonths(month, 1))}
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={headingId}
        className="mt-4 w-full table-fixed border-separate border-spacing-1 text-center"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                className="pb-1 text-xs font-semibold text-ink-600"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(month ? monthWeeks(month) : Array.from({ length: 6 }, () => Array<null>(7).fill(null))).map(
            (week, row) => (
              <tr key={row}>
                {week.map((day, column) => {
                  if (!day) return <td key={column} className="h-10" />;
                  const count = freeDays.get(day) ?? 0;
                  const isSelected = day === selected;
                  return (
                    <td
                      key={day}
                      data-day={day}
                      tabIndex={day === active ? 0 : -1}
                      aria-selected={isSelected}
                      aria-disabled={count === 0}
                      onClick={() => count > 0 && onSelect(day)}
                      onFocus={() => setFocused(day)}
                      className={`h-10 cursor-default rounded-lg text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                        isSelected
                          ? 'bg-brand-700 font-bold text-white'
                          : count > 0
                            ? 'cursor-pointer bg-brand-50 font-bold text-brand-800 hover:bg-brand-100'
                            : 'text-ink-400'
                      }`}
                    >
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="sr-only">
                        {dayLabel(day)}
                        {count > 0 ? `, ${count} free ${count === 1 ? 'time' : 'times'}` : ''}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
