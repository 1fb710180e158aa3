import { ExternalLink } from '@admin/components/inbox/detail-section';
import { dateTime } from '@admin/lib/format-time';
import { clockIn, dateTimeIn, zoneName } from '@admin/lib/zoned-time';
import type { CallRow } from './api/list-calls';

const minutesBetween = (from: string, to: string): number =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);

/** The call's time for us and for the visitor, its host, and how it was cancelled (if it was). */
export function CallWhen({ call, zone }: { call: CallRow; zone: string }) {
  const start = new Date(call.starts_at);
  const visitorZone = call.visitor_time_zone;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-ink-800">Agency time</dt>
      <dd data-testid="agency-time">
        {dateTimeIn(zone, call.starts_at)}–{clockIn(zone, call.ends_at)} ({zoneName(zone, start)})
      </dd>
      <dt className="font-medium text-ink-800">Visitor’s time</dt>
      <dd data-testid="visitor-time">
        {dateTimeIn(visitorZone, call.starts_at)}–{clockIn(visitorZone, call.ends_at)} (
        {zoneName(visitorZone, start)})
      </dd>
      <dt className="font-medium text-ink-800">Length</dt>
      <dd>{minutesBetween(call.starts_at, call.ends_at)} minutes</dd>
      <dt className="font-medium text-ink-800">Host</dt>
      <dd data-testid="call-host">{`${call.host.display_name} (${call.host.email})`}</dd>
      {call.host.meeting_url && (
        <>
          <dt className="font-medium text-ink-800">Meeting link</dt>
          <dd>
            <ExternalLink href={call.host.meeting_url}>{call.host.meeting_url}</ExternalLink>
          </dd>
        </>
      )}
      <dt className="font-medium text-ink-800">Booked</dt>
      <dd>{dateTime(call.created_at)}</dd>
      {call.status === 'cancelled' && (
        <>
          <dt className="font-medium text-ink-800">Cancelled</dt>
          <dd data-testid="cancelled">
            {call.cancelled_at ? dateTime(call.cancelled_at) : 'Yes'}
            {call.cancelled_by === 'visitor'
              ? ' by the visitor'
              : call.cancelled_by === 'staff'
                ? ' by staff'
                : ''}
          </dd>
          <dt className="font-medium text-ink-800">Reason</dt>
          <dd className="whitespace-pre-wrap" data-testid="cancel-reason">
            {call.cancel_reason ?? 'None given'}
          </dd>
        </>
      )}
    </dl>
  );
}
