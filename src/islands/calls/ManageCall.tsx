import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { momentIn, timeIn } from '../../lib/calls/calendar.ts';
import { callByToken, type ManagedCall, type ManageOutcome } from '../../lib/calls/manage.ts';
import { timeZoneLabel } from '../../lib/forms/booking-slot.ts';
import { keptToken } from '../../lib/newsletter/links.ts';
import { publicRest } from '../../lib/supabase/public-rest.ts';
import { useBrowserTimeZone } from '../forms/use-client-values.ts';
import { CancelCall } from './CancelCall.tsx';
import { RescheduleCall } from './RescheduleCall.tsx';

type Shown =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'call'; call: ManagedCall };

const STATUS: Record<ManagedCall['status'], string> = {
  booked: 'Booked',
  completed: 'Took place',
  no_show: 'Missed',
  cancelled: 'Cancelled',
};

const PROBLEMS = {
  missing: {
    title: 'This page needs the link from your booking email.',
    text: 'Open the “Reschedule or cancel” link in the email we sent when you booked the call.',
  },
  invalid: {
    title: 'This link is not valid or has expired.',
    text: 'Open the link in the latest email about your call: each email has a new link, and links stop working a week after the call.',
  },
  failed: {
    title: 'Your call could not be loaded just now.',
    text: 'The server could not be reached. Check your connection and try again.',
  },
} as const;

const button =
  'inline-flex items-center justify-center rounded-full px-6 py-3 font-bold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const never = () => () => undefined;
const linkToken = () => keptToken('discovery-call');
/** Not known on the server (undefined); in the browser, the link's token or null. */
const unknownOnServer = () => undefined;

/** /book-discovery/manage: the call an emailed link is for, and cancelling or moving it. */
export default function ManageCall() {
  const token = useSyncExternalStore(never, linkToken, unknownOnServer);
  const [loaded, setShown] = useState<Shown>({ kind: 'loading' });
  const shown: Shown = token === null ? { kind: 'missing' } : loaded;
  const [mode, setMode] = useState<'view' | 'cancel' | 'reschedule'>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const ownZone = useBrowserTimeZone();
  const [chosenZone, setZone] = useState<string | null>(null);
  const zone = chosenZone ?? ownZone ?? 'UTC';
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const show = useCallback((outcome: ManageOutcome) => {
    if (outcome.ok) setShown({ kind: 'call', call: outcome.call });
    else if (outcome.failure === 'invalid') setShown({ kind: 'invalid' });
    else if (outcome.failure === 'failed') setShown({ kind: 'failed' });
  }, []);

  const load = useCallback(
    async (kept: string) => {
      show(await callByToken(publicRest(), kept));
    },
    [show],
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    void callByToken(publicRest(), token).then((outcome) => {
      if (current) show(outcome);
    });
    return () => {
      current = false;
    };
  }, [token, show]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function done(outcome: ManageOutcome, success: (call: ManagedCall) => string) {
    setMode('view');
    if (outcome.ok) {
      setShown({ kind: 'call', call: outcome.call });
      setNotice(success(outcome.call));
      return;
    }
    if (outcome.failure === 'locked' && token) {
      await load(token);
      setNotice('This call can no longer be changed.');
      return;
    }
    if (outcome.failure === 'failed') {
      setNotice(
        'The server could not be reached, so nothing was changed. Check your connection and try again.',
      );
      return;
    }
    show(outcome);
  }

  if (shown.kind === 'loading')
    return (
      <div
        className="min-h-48 rounded-2xl border border-ink-100 bg-white p-6 shadow-card sm:p-8"
        role="status"
      >
        <p className="text-ink-700">Looking up your call…</p>
      </div>
    );

  if (shown.kind !== 'call') {
    const problem = PROBLEMS[shown.kind];
    return (
      <section
        aria-labelledby="manage-problem"
        className="min-h-48 rounded-2xl border border-amber-200 bg-amber-50 p-6 shadow-card sm:p-8"
      >
        <h2 id="manage-problem" className="text-lg font-bold text-ink-950">
          {problem.title}
        </h2>
        <p className="mt-2 text-ink-700">{problem.text}</p>
        {shown.kind === 'failed' && token ? (
          <button
            type="button"
            onClick={() => void load(token)}
            className={`${button} mt-5 bg-brand-700 text-white`}
          >
            Try again
          </button>
        ) : (
          <a
            href="/book-discovery"
            className="mt-5 inline-block font-semibold text-brand-800 underline underline-offset-4"
          >
            Book a discovery call
          </a>
        )}
      </section>
    );
  }

  const { call } = shown;
  return (
    <section
      aria-labelledby="manage-call"
      className="min-h-48 rounded-2xl border border-ink-100 bg-white p-6 shadow-card sm:p-8"
      data-call-status={call.status}
    >
      <h2 id="manage-call" className="text-xl font-bold text-ink-950">
        Your discovery call
      </h2>
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-ink-900 outline-none"
        >
          {notice}
        </p>
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-ink-700">When</dt>
        <dd className="text-ink-950" data-call-time>
          {momentIn(zone, call.starts_at)} to {timeIn(zone, call.ends_at)} (
          {timeZoneLabel(zone, new Date(call.starts_at))})
        </dd>
        <dt className="font-semibold text-ink-700">With</dt>
        <dd className="text-ink-950">{call.host_name}</dd>
        <dt className="font-semibold text-ink-700">Status</dt>
        <dd className="text-ink-950">{STATUS[call.status]}</dd>
      </dl>
      {call.status === 'booked' && !call.can_change && (
        <p className="mt-6 text-ink-700">The call has started, so it can no longer be changed here.</p>
      )}
      {call.status === 'cancelled' && (
        <a
          href="/book-discovery"
          className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-4"
        >
          Book a new call
        </a>
      )}
      {call.can_change && mode === 'view' && (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => setMode('reschedule')}
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
          >
            Reschedule
          </button>
          <button
            type="button"
            onClick={() => setMode('cancel')}
            className={`${button} border border-ink-200 text-ink-800 hover:bg-ink-50`}
          >
            Cancel the call
          </button>
        </div>
      )}
      {token && call.can_change && mode === 'reschedule' && (
        <RescheduleCall
          token={token}
          zone={zone}
          onZone={setZone}
          ownZone={ownZone}
          onClose={() => setMode('view')}
          onDone={(outcome) =>
            void done(
              outcome,
              (moved) =>
                `Your call is moved to ${momentIn(zone, moved.starts_at)}. An updated calendar invite is on its way to you.`,
            )
          }
        />
      )}
      {token && call.can_change && mode === 'cancel' && (
        <CancelCall
          token={token}
          onClose={() => setMode('view')}
          onDone={(outcome) =>
            void done(outcome, () => 'Your call is cancelled. An email confirming it is on its way to you.')
          }
        />
      )}
    </section>
  );
}
