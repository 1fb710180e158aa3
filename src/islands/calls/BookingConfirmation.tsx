import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { BookedCall } from '../../lib/calls/booking.ts';
import { momentIn, timeIn } from '../../lib/calls/calendar.ts';
import { timeZoneLabel } from '../../lib/forms/booking-slot.ts';

/** What the page says once the call is booked: when, on the clock the visitor chose, and the email that follows. */
export function BookingConfirmation({ call, email }: { call: BookedCall; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const zone = call.time_zone;
  return (
    <section
      aria-labelledby="discovery-booked"
      className="rounded-2xl border border-green-200 bg-green-50 p-6 sm:p-8"
      data-booked-call={call.id}
    >
      <div className="flex items-start gap-4">
        <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-green-700" aria-hidden="true" />
        <div>
          <h3
            id="discovery-booked"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-ink-950 outline-none"
          >
            Your call is booked
          </h3>
          <p className="mt-3 text-lg font-semibold text-ink-900" data-booked-time>
            {momentIn(zone, call.starts_at)} to {timeIn(zone, call.ends_at)}
          </p>
          <p className="text-ink-700">
            {timeZoneLabel(zone, new Date(call.starts_at))} time · {call.meeting_minutes} minutes with{' '}
            {call.host_name}
          </p>
          <p className="mt-4 text-ink-700">
            A confirmation with a calendar invite is on its way to <strong>{email}</strong>. It has a link to
            reschedule or cancel the call.
          </p>
        </div>
      </div>
    </section>
  );
}
