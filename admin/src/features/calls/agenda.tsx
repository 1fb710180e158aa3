import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { CallStatusBadge } from '@admin/components/calls/call-status';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { cn } from '@admin/lib/cn';
import { plural } from '@admin/lib/plural';
import { addDays, clockIn, dayIn, isDay, longDay, mondayOf, shortDayName } from '@admin/lib/zoned-time';
import { type CallChoice, type CallRow, dayRange, useCallsBetween } from '@admin/components/calls/api';

interface AgendaProps {
  view: 'day' | 'week';
  date: string | null;
  zone: string;
  filters: CallChoice;
  /** A new day to show (null: today). */
  onDate: (day: string | null) => void;
  onOpen: (row: CallRow) => void;
}

/** One day, or the week (Monday to Sunday) around it, in the agency's zone, with its calls by day. */
export function Agenda({ view, date, zone, filters, onDate, onOpen }: AgendaProps) {
  const dateInputId = useId();
  const today = dayIn(zone, new Date());
  const day = date ?? today;
  const first = view === 'week' ? mondayOf(day) : day;
  const length = view === 'week' ? 7 : 1;
  const days = Array.from({ length }, (_, index) => addDays(first, index));
  const agenda = useCallsBetween({
    ...dayRange(first, zone, length),
    host: filters.host,
    status: filters.status,
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
      <QueryView
        query={agenda}
        loading={<Skeleton className="h-48" />}
        errorTitle="The agenda could not be loaded"
      >
        {(calls) => (
          <div
            className={
              view === 'week' ? 'grid gap-3 sm:grid-cols-2 xl:grid-cols-4 2xl:grid-cols-7' : undefined
            }
            aria-busy={agenda.isFetching}
            data-testid="agenda"
          >
            {days.map((item) => {
              const dayCalls = calls.filter((call) => dayIn(zone, new Date(call.starts_at)) === item);
              return (
                <section
                  key={item}
                  aria-label={`${longDay(item)}: ${dayCalls.length} ${plural(dayCalls.length, 'call')}`}
                  data-testid={`agenda-day-${item}`}
                  className={cn(
                    'rounded-xl border bg-white p-3 shadow-card',
                    item === today ? 'border-brand-300' : 'border-ink-200',
                  )}
                >
                  {view === 'week' && (
                    <h3 className="mb-2 flex items-center justify-between gap-2 text-sm font-semibold text-ink-900">
                      {shortDayName(item)}
                      {item === today && <Badge tone="brand">Today</Badge>}
                    </h3>
                  )}
                  {dayCalls.length === 0 ? (
                    <p className="py-2 text-sm text-ink-600">No calls.</p>
                  ) : (
                    <ul className="space-y-2">
                      {dayCalls.map((call) => (
                        <li key={call.id}>
                          <AgendaCall call={call} zone={zone} onOpen={onOpen} />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryView>
    </section>
  );
}

/** One call of the agenda: its times, status, visitor and host, opening its dialog. */
function AgendaCall({ call, zone, onOpen }: { call: CallRow; zone: string; onOpen: (row: CallRow) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(call)}
      className="block w-full rounded-lg border border-ink-100 bg-ink-50 p-2 text-left text-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
    >
      <span className="flex flex-wrap items-center justify-between gap-1">
        <span className={cn('font-semibold text-ink-950', call.status === 'cancelled' && 'line-through')}>
          <time dateTime={call.starts_at}>{clockIn(zone, call.starts_at)}</time>–
          <time dateTime={call.ends_at}>{clockIn(zone, call.ends_at)}</time>
        </span>
        <CallStatusBadge status={call.status} />
      </span>
      <span className="mt-1 block break-words font-medium text-brand-800">
        {call.lead.name}
        <span className="sr-only"> – open call</span>
      </span>
      {call.lead.company && <span className="block break-words text-ink-700">{call.lead.company}</span>}
      <span className="block text-xs text-ink-600">with {call.host.display_name}</span>
    </button>
  );
}
