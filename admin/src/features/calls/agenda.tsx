import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { CallStatus } from '@admin/components/calls/call-status';
import { Button } from '@admin/components/ui/button';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { addDays, dayIn, isDay, longDay, mondayOf, startOfDay } from '@admin/lib/zoned-time';
import { AgendaDay } from './agenda-day';
import { type CallRow, useAgenda } from './api/list-calls';

interface AgendaProps {
  view: 'day' | 'week';
  date: string | null;
  zone: string;
  host: string | null;
  status: CallStatus | null;
  /** A new day to show (null: today). */
  onDate: (day: string | null) => void;
  onOpen: (row: CallRow) => void;
}

/** One day, or the week (Monday to Sunday) around it, in the agency's zone, with its calls by day. */
export function Agenda({ view, date, zone, host, status, onDate, onOpen }: AgendaProps) {
  const dateInputId = useId();
  const today = dayIn(zone, new Date());
  const day = date ?? today;
  const first = view === 'week' ? mondayOf(day) : day;
  const length = view === 'week' ? 7 : 1;
  const days = Array.from({ length }, (_, index) => addDays(first, index));
  const agenda = useAgenda({
    from: startOfDay(first, zone).toISOString(),
    to: startOfDay(addDays(first, length), zone).toISOString(),
    host,
    status,
  });
  const step = (direction: 1 | -1) => {
    const next = addDays(day, direction * length);
    onDate(next === today ? null : next);
  };
  const heading = view === 'week' ? `Week of ${longDay(first)}` : longDay(day);
  return (
    <section aria-labelledby="agenda-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="agenda-heading" className="text-lg font-semibold text-ink-950" aria-live="polite">
          {heading}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => step(-1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous<span className="sr-only"> {view}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onDate(null)} disabled={date === null}>
            Today
          </Button>
          <Button variant="secondary" size="sm" onClick={() => step(1)}>
            Next<span className="sr-only"> {view}</span>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
          <label htmlFor={dateInputId} className="sr-only">
            Go to date
          </label>
          <input
            id={dateInputId}
            type="date"
            value={day}
            onChange={(event) => {
              const value = event.target.value;
              if (isDay(value)) onDate(value === today ? null : value);
            }}
            className="h-8 rounded-lg border border-ink-300 bg-white px-2 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
          />
        </div>
      </div>
      {agenda.isError ? (
        <ErrorState
          title="The agenda could not be loaded"
          message={describeError(agenda.error)}
          onRetry={() => void agenda.refetch()}
        />
      ) : !agenda.data ? (
        <Skeleton className="h-48" />
      ) : (
        <div
          className={view === 'week' ? 'grid gap-3 sm:grid-cols-2 xl:grid-cols-4 2xl:grid-cols-7' : undefined}
          aria-busy={agenda.isFetching}
          data-testid="agenda"
        >
          {days.map((item) => (
            <AgendaDay
              key={item}
              day={item}
              zone={zone}
              isToday={item === today}
              calls={agenda.data.filter((call) => dayIn(zone, new Date(call.starts_at)) === item)}
              compact={view === 'week'}
              onOpen={onOpen}
            />
          ))}
        </div>
      )}
    </section>
  );
}
