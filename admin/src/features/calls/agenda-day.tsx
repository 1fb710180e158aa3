import { CallStatusBadge } from '@admin/components/calls/call-status';
import { Badge } from '@admin/components/ui/badge';
import { cn } from '@admin/lib/cn';
import { plural } from '@admin/lib/plural';
import { clockIn, longDay, shortDayName } from '@admin/lib/zoned-time';
import type { CallRow } from './api/list-calls';

interface AgendaDayProps {
  day: string;
  zone: string;
  isToday: boolean;
  calls: CallRow[];
  /** A column of the week (short day name) rather than the day view. */
  compact: boolean;
  onOpen: (row: CallRow) => void;
}

/** One day of the agenda: its calls in order, each opening its dialog. */
export function AgendaDay({ day, zone, isToday, calls, compact, onOpen }: AgendaDayProps) {
  return (
    <section
      aria-label={`${longDay(day)}: ${calls.length} ${plural(calls.length, 'call')}`}
      data-testid={`agenda-day-${day}`}
      className={cn(
        'rounded-xl border bg-white p-3 shadow-card',
        isToday ? 'border-brand-300' : 'border-ink-200',
      )}
    >
      {compact && (
        <h3 className="mb-2 flex items-center justify-between gap-2 text-sm font-semibold text-ink-900">
          {shortDayName(day)}
          {isToday && <Badge tone="brand">Today</Badge>}
        </h3>
      )}
      {calls.length === 0 ? (
        <p className="py-2 text-sm text-ink-600">No calls.</p>
      ) : (
        <ul className="space-y-2">
          {calls.map((call) => (
            <li key={call.id}>
              <button
                type="button"
                onClick={() => onOpen(call)}
                className="block w-full rounded-lg border border-ink-100 bg-ink-50 p-2 text-left text-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
              >
                <span className="flex flex-wrap items-center justify-between gap-1">
                  <span
                    className={cn(
                      'font-semibold text-ink-950',
                      call.status === 'cancelled' && 'line-through',
                    )}
                  >
                    <time dateTime={call.starts_at}>{clockIn(zone, call.starts_at)}</time>–
                    <time dateTime={call.ends_at}>{clockIn(zone, call.ends_at)}</time>
                  </span>
                  <CallStatusBadge status={call.status} />
                </span>
                <span className="mt-1 block break-words font-medium text-brand-800">
                  {call.lead.name}
                  <span className="sr-only"> – open call</span>
                </span>
                {call.lead.company && (
                  <span className="block break-words text-ink-700">{call.lead.company}</span>
                )}
                <span className="block text-xs text-ink-600">with {call.host.display_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
