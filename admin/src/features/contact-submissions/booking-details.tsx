import { Link } from 'react-router-dom';
import type { SubmissionRow } from './submissions-inbox';
import { readerSlot, visitorSlot, zonedInstant } from './booking-time';
import { budgetLabel, serviceLabel } from '@admin/components/inbox/lead-labels';

type Booking = Pick<
  SubmissionRow,
  'preferred_date' | 'preferred_time' | 'time_zone' | 'services' | 'budget' | 'goals' | 'call'
>;

/** The call the visitor asked for: their slot in their zone, the same moment in ours, and the brief. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { preferred_date: date, preferred_time: time, time_zone: zone } = booking;
  const instant = date && time && zone ? zonedInstant(date, time, zone) : null;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-ink-800">Booked call</dt>
      <dd>
        {booking.call ? (
          <Link
            to={`/calls?open=${booking.call.id}`}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            Open the call in Calls
          </Link>
        ) : (
          'None: a request without a booked time'
        )}
      </dd>
      <dt className="font-medium text-ink-800">Requested slot</dt>
      <dd data-testid="visitor-slot">
        {date && time ? `${visitorSlot(date, time)} (${zone ?? 'time zone not given'})` : 'Not given'}
      </dd>
      <dt className="font-medium text-ink-800">Your time</dt>
      <dd data-testid="reader-slot">{instant ? readerSlot(instant) : 'Unknown'}</dd>
      <dt className="font-medium text-ink-800">Services</dt>
      <dd>{booking.services.length > 0 ? booking.services.map(serviceLabel).join(', ') : 'None chosen'}</dd>
      <dt className="font-medium text-ink-800">Budget</dt>
      <dd>{booking.budget ? budgetLabel(booking.budget) : 'Not given'}</dd>
      <dt className="font-medium text-ink-800">Goals</dt>
      <dd className="whitespace-pre-wrap">{booking.goals ?? 'Not given'}</dd>
    </dl>
  );
}
