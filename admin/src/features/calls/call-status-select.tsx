import { useId } from 'react';
import { type CallStatus, callStatusLabel } from '@admin/components/calls/call-status';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import type { CallRow } from './api/list-calls';
import { useUpdateCall } from './api/update-call';
import { STATUS_ERRORS } from './error-messages';

/** How the call went; cancelling has its own button (it asks for a reason and emails both sides). */
const CHOICES: readonly CallStatus[] = ['booked', 'completed', 'no_show'];

export function CallStatusSelect({ call }: { call: CallRow }) {
  const id = useId();
  const update = useUpdateCall();
  const onChange = (status: CallStatus) =>
    update.mutate(
      { id: call.id, patch: { status } },
      {
        onSuccess: () =>
          toast({ title: `Marked ${callStatusLabel(status).toLowerCase()}`, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Status not changed',
            description: describeSaveError(error, STATUS_ERRORS),
            variant: 'error',
          }),
      },
    );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        Status
      </label>
      <select
        id={id}
        value={
          update.isPending && update.variables.patch.status ? update.variables.patch.status : call.status
        }
        disabled={update.isPending}
        onChange={(event) => {
          const next = CHOICES.find((status) => status === event.target.value);
          if (next) onChange(next);
        }}
        className="h-8 rounded-lg border border-ink-300 bg-white px-2 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
      >
        {CHOICES.map((status) => (
          <option key={status} value={status}>
            {callStatusLabel(status)}
          </option>
        ))}
      </select>
    </div>
  );
}
