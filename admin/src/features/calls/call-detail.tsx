import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { CallStatusBadge } from '@admin/components/calls/call-status';
import { AttributionList } from '@admin/components/inbox/attribution-list';
import { DetailSection } from '@admin/components/inbox/detail-section';
import { NotesForm } from '@admin/components/inbox/notes-form';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import type { CallRow } from './api/list-calls';
import { useUpdateCall } from './api/update-call';
import { CallStatusSelect } from './call-status-select';
import { CallWhen } from './call-when';
import { CancelCallDialog } from './cancel-call-dialog';
import { NOTES_ERRORS } from './error-messages';
import { LeadDetails } from './lead-details';
import { ReschedulePanel } from './reschedule-panel';

/** The detail of one call, with its status, reschedule, cancel and notes. */
export function CallDetail({ call, zone }: { call: CallRow; zone: string }) {
  const update = useUpdateCall();
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const booked = call.status === 'booked';
  const onSaveNotes = (notes: string | null) =>
    update.mutateAsync({ id: call.id, patch: { notes } }).then(
      () => void toast({ title: 'Notes saved', variant: 'success' }),
      (error: unknown) => {
        toast({
          title: 'Notes not saved',
          description: describeSaveError(error, NOTES_ERRORS),
          variant: 'error',
        });
        throw error;
      },
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {call.status === 'cancelled' ? (
          <CallStatusBadge status="cancelled" />
        ) : (
          <CallStatusSelect call={call} />
        )}
        {booked && (
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRescheduling((open) => !open)}
              aria-expanded={rescheduling}
            >
              <CalendarClock className="h-4 w-4" aria-hidden="true" /> Reschedule
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
              <XCircle className="h-4 w-4" aria-hidden="true" /> Cancel call
            </Button>
          </>
        )}
      </div>
      {booked && rescheduling && (
        <ReschedulePanel call={call} zone={zone} onDone={() => setRescheduling(false)} />
      )}
      <DetailSection title="When">
        <CallWhen call={call} zone={zone} />
      </DetailSection>
      <DetailSection title="Visitor">
        <LeadDetails lead={call.lead} />
      </DetailSection>
      <DetailSection title="Attribution">
        <AttributionList attribution={call.lead.attribution} />
      </DetailSection>
      <DetailSection title="Internal notes">
        <NotesForm notes={call.notes} onSave={onSaveNotes} />
      </DetailSection>
      <CancelCallDialog call={call} open={cancelling} onOpenChange={setCancelling} />
    </div>
  );
}
