import { Link } from 'react-router-dom';
import { DetailList } from '@admin/components/inbox/detail-list';
import { briefItems } from '@admin/components/inbox/lead-items';
import { readerSlot, visitorSlot, zonedInstant } from './booking-time';
import type { SubmissionRow } from './submissions-inbox';

type Booking = Pick<
  SubmissionRow,
  'preferred_date' | 'preferred_time' | 'time_zone' | 'services' | 'budget' | 'goals' | 'call'
>;

/** The call the visitor asked for: their slot in their zone, the same moment in ours, and the brief. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { preferred_date: date, preferred_time: time, time_zone: zone } = booking;
  const instant = date && time && zone ? zonedInstant(date, time, zone) : null;
  return (
    <DetailList
      items={[
        {
          term: 'Booked call',
          value: booking.call ? (
            <Link
              to={`/calls?open=${booking.call.id}`}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              Open the call in Calls
            </Link>
          ) : (
            'None: a request without a booked time'
          ),
        },
        {
          term: 'Requested slot',
          value: date && time ? `${visitorSlot(date, time)} (${zone ?? 'time zone not given'})` : 'Not given',
          testId: 'visitor-slot',
        },
        { term: 'Your time', value: instant ? readerSlot(instant) : 'Unknown', testId: 'reader-slot' },
        ...briefItems(booking),
      ]}
    />
  );
}
