import { useRef, useState } from 'react';
import { type Attribution, currentAttribution, sessionStorageOrNull } from '../../lib/attribution.ts';
import { unexpectedFailureToast } from '../../lib/forms/errors.ts';
import type { FormName } from '../../lib/forms/messages.ts';
import { type SubmitOutcome, THANK_YOU_PATH } from '../../lib/forms/outcome.ts';
import { toast } from '../../lib/toast-store.ts';
import { trackFormSubmission } from '../../lib/tracking/data-layer.ts';

/**
 * What the three forms do once their fields are valid: let a filled honeypot "succeed" without
 * storing anything, send with the visit's attribution, toast a failure (leaving the fields as they
 * are), or report the submission to the dataLayer and go to the thank-you page (or do
 * `afterStored` instead: the booking form confirms the booked time on the page).
 */
export function useFormSubmission(form: FormName) {
  const honeypot = useRef<HTMLInputElement>(null);
  const [leaving, setLeaving] = useState(false);

  function leave() {
    setLeaving(true);
    window.location.assign(THANK_YOU_PATH);
  }

  async function send(
    attempt: (attribution: Attribution) => Promise<SubmitOutcome>,
    details: Record<string, unknown> = {},
    afterStored: () => void = leave,
  ): Promise<void> {
    if ((honeypot.current?.value ?? '') !== '') {
      leave();
      return;
    }
    let outcome: SubmitOutcome;
    try {
      outcome = await attempt(currentAttribution(sessionStorageOrNull()));
    } catch {
      outcome = { ok: false, toast: unexpectedFailureToast(form) };
    }
    if (!outcome.ok) {
      if (outcome.toast) toast(outcome.toast);
      return;
    }
    trackFormSubmission(form, details);
    afterStored();
  }

  return { honeypot, send, leaving };
}
