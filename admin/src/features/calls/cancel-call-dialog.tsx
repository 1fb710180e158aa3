import { useId, useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Dialog } from '@admin/components/ui/dialog';
import { Field, Textarea } from '@admin/components/ui/field';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import { characterCount } from '@lib/forms/fields';
import type { CallRow } from '@admin/components/calls/api';
import { CANCEL_ERRORS, useUpdateCall } from './calls-api';

/** discovery_calls.cancel_reason's limit. */
const REASON_MAX = 500;

interface CancelCallDialogProps {
  call: CallRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks for a reason, then cancels the call; the database emails the visitor and the host a cancellation. */
export function CancelCallDialog({ call, open, onOpenChange }: CancelCallDialogProps) {
  const formId = useId();
  const update = useUpdateCall();
  const [reason, setReason] = useState('');
  const tooLong = characterCount(reason) > REASON_MAX;
  const name = call.lead.name;
  const onSubmit = () => {
    if (tooLong) return;
    const trimmed = reason.trim();
    update.mutate(
      { id: call.id, patch: { status: 'cancelled', cancel_reason: trimmed === '' ? null : trimmed } },
      outcomeToasts({
        done: 'Call cancelled',
        detail: `${name} and the host are emailed the cancellation.`,
        failed: 'Not cancelled',
        refusals: CANCEL_ERRORS,
        then: () => onOpenChange(false),
      }),
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this call?"
      description={`${name} and ${call.host.display_name} are emailed that it is cancelled, with a calendar update that removes it. This cannot be undone.`}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="space-y-4"
      >
        <Field
          label="Reason (optional)"
          hint={`Kept with the call, and shown in the host’s and the staff’s emails (not in the visitor’s). ${characterCount(reason).toLocaleString('en-US')} / ${REASON_MAX} characters.`}
          error={tooLong ? `Keep the reason to ${REASON_MAX} characters or fewer.` : undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep the call
          </Button>
          <Button type="submit" variant="danger" pending={update.isPending}>
            Cancel the call
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
