import { PhoneCall } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTodaysCalls } from '@admin/components/calls/api';
import { CallStatusBadge } from '@admin/components/calls/call-status';
import { Card } from '@admin/components/ui/card';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { paths } from '@admin/config/paths';
import { describeError } from '@admin/lib/errors';
import { countOf } from '@admin/lib/plural';
import { clockIn, longDay, zoneName } from '@admin/lib/zoned-time';

/** Today's discovery calls in the agency's time zone, each linking to its detail in the agenda. */
export function TodaysCallsCard() {
  const { settings, calls, zone, day } = useTodaysCalls();
  const failed = settings.isError ? settings.error : calls.isError ? calls.error : null;
  return (
    <Card aria-labelledby="todays-calls-heading" data-testid="todays-calls">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="todays-calls-heading" className="flex items-center gap-2 text-sm font-medium text-ink-700">
          <PhoneCall className="h-5 w-5 text-ink-600" aria-hidden="true" />
          <Link to={`${paths.calls}?view=day`} className="hover:text-brand-700 hover:underline">
            Today’s calls
          </Link>
        </h2>
        {zone && day && (
          <p className="text-sm text-ink-600">
            {longDay(day)} · <span className="whitespace-nowrap">{zoneName(zone)}</span>
          </p>
        )}
      </div>
      {failed ? (
        <ErrorState
          title="Today’s calls could not be loaded"
          message={describeError(failed)}
          onRetry={() => void (settings.isError ? settings.refetch() : calls.refetch())}
        />
      ) : !calls.data || !zone ? (
        <Skeleton className="h-16" />
      ) : calls.data.length === 0 ? (
        <p className="text-sm text-ink-700">No calls today.</p>
      ) : (
        <>
          <p className="sr-only">{countOf(calls.data.length, 'call')} today.</p>
          <ul className="divide-y divide-ink-100">
            {calls.data.map((call) => (
              <li
                key={call.id}
                className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-center sm:gap-4"
              >
                <time dateTime={call.starts_at} className="font-semibold text-ink-950 sm:w-24 sm:shrink-0">
                  {clockIn(zone, call.starts_at)}–{clockIn(zone, call.ends_at)}
                </time>
                <Link
                  to={`${paths.calls}?view=day&open=${call.id}`}
                  className="break-words font-medium text-brand-800 underline-offset-2 hover:underline sm:min-w-0 sm:flex-1"
                >
                  {call.lead.name}
                  {call.lead.company && (
                    <span className="font-normal text-ink-700"> · {call.lead.company}</span>
                  )}
                </Link>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-ink-700">with {call.host.display_name}</span>
                  <CallStatusBadge status={call.status} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
