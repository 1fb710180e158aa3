import { useState } from 'react';
import { cancelCall, type ManageOutcome } from '../../lib/calls/manage.ts';
import { publicRest } from '../../lib/supabase/public-rest.ts';
import { controlClass, Field } from '../forms/Field.tsx';

const REASON_MAX_LENGTH = 500;

/** Cancelling the call, with an optional reason (cancel_discovery_call). */
export function CancelCall({
  token,
  onDone,
  onClose,
}: {
  token: string;
  onDone: (outcome: ManageOutcome) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    const outcome = await cancelCall(publicRest(), token, reason);
    setBusy(false);
    onDone(outcome);
  }

  return (
    <section aria-labelledby="cancel-heading" className="mt-8 border-t border-ink-100 pt-6">
      <h3 id="cancel-heading" className="text-lg font-bold text-ink-950">
        Cancel the call
      </h3>
      <Field
        id="cancel-reason"
        label="Reason (optional)"
        hint="It helps us, and the host sees it."
        className="mt-4"
      >
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={controlClass(false)}
          />
        )}
      </Field>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={busy}
          onClick={() => void cancel()}
          className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-bold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-red-800"
        >
          {busy ? 'Cancelling…' : 'Cancel the call'}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex items-center justify-center rounded-full border border-ink-200 px-6 py-3 font-semibold text-ink-800 hover:bg-ink-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Keep the call
        </button>
      </div>
    </section>
  );
}
