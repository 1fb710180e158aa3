import { DetailList, webItem } from '@admin/components/inbox/detail-list';
import { dateTime } from '@admin/lib/format-time';
import { clockIn, dateTimeIn, zoneName } from '@admin/lib/zoned-time';
import type { CallRow } from './api/list-calls';

const minutesBetween = (from: string, to: string): number =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);

/** The call's time for us and for the visitor, its host, and how it was cancelled (if it was). */
export function CallWhen({ call, zone }: { call: CallRow; zone: string }) {
  const start = new Date(call.starts_at);
  const visitorZone = call.visitor_time_zone;
  const cancelled = call.status === 'cancelled';
  const by =
    call.cancelled_by === 'visitor' ? ' by the visitor' : call.cancelled_by === 'staff' ? ' by staff' : '';
  return (
    <DetailList
      items={[
        {
          term: 'Agency time',
          value: `${dateTimeIn(zone, call.starts_at)}–${clockIn(zone, call.ends_at)} (${zoneName(zone, start)})`,
          testId: 'agency-time',
        },
        {
          term: 'Visitor’s time',
          value: `${dateTimeIn(visitorZone, call.starts_at)}–${clockIn(visitorZone, call.ends_at)} (${zoneName(visitorZone, start)})`,
          testId: 'visitor-time',
        },
        { term: 'Length', value: `${String(minutesBetween(call.starts_at, call.ends_at))} minutes` },
        { term: 'Host', value: `${call.host.display_name} (${call.host.email})`, testId: 'call-host' },
        call.host.meeting_url ? webItem('Meeting link', call.host.meeting_url) : false,
        { term: 'Booked', value: dateTime(call.created_at) },
        cancelled && {
          term: 'Cancelled',
          value: `${call.cancelled_at ? dateTime(call.cancelled_at) : 'Yes'}${by}`,
          testId: 'cancelled',
        },
        cancelled && {
          term: 'Reason',
          value: call.cancel_reason ?? 'None given',
          className: 'whitespace-pre-wrap',
          testId: 'cancel-reason',
        },
      ]}
    />
  );
}
