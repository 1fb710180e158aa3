import { SelectFilter } from '@admin/components/content/select-filter';
import { type CallStatus, callStatusLabel } from '@admin/components/calls/call-status';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import type { CallRow } from './api/list-calls';
import { useUpdateCall } from './api/update-call';
import { STATUS_ERRORS } from './error-messages';

/** How the call went; cancelling has its own button (it asks for a reason and emails both sides). */
const CHOICES: readonly CallStatus[] = ['booked', 'completed', 'no_show'];

export function CallStatusSelect({ call }: { call: CallRow }) {
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
    <SelectFilter
      label="Status"
      value={update.isPending && update.variables.patch.status ? update.variables.patch.status : call.status}
      options={CHOICES.map((status) => ({ value: status, label: callStatusLabel(status) }))}
      disabled={update.isPending}
      onChange={(next) => {
        if (next) onChange(next);
      }}
    />
  );
}
