import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CALLS_KEY, type CallRow, selectCalls } from '@admin/components/calls/api';
import { type CallStatus, callStatusLabel, CallStatusBadge } from '@admin/components/calls/call-status';
import { SelectFilter } from '@admin/components/content/select-filter';
import { AttributionList } from '@admin/components/inbox/attribution-list';
import { DetailList, emailItem, phoneItem, webItem } from '@admin/components/inbox/detail-list';
import { DetailSection } from '@admin/components/inbox/detail-section';
import { briefItems } from '@admin/components/inbox/lead-items';
import { NotesForm } from '@admin/components/inbox/notes-form';
import { useOpenedRow } from '@admin/components/inbox/use-opened-row';
import { Button } from '@admin/components/ui/button';
import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState } from '@admin/components/ui/states';
import { dateTime } from '@admin/lib/format-time';
import { useRowById } from '@admin/lib/inbox/row-by-id';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import { clockIn, dateTimeIn, zoneName } from '@admin/lib/zoned-time';
import { NOTES_ERRORS, STATUS_ERRORS, useUpdateCall } from './calls-api';
import { CancelCallDialog } from './cancel-call-dialog';
import { ReschedulePanel } from './reschedule-panel';

interface OpenCallProps {
  /** `?open=<id>`: any call, shown in the agenda or not. */
  id: string;
  zone: string;
  fromList: CallRow | undefined;
  onClose: () => void;
}

/** The call the address names, read by id and shown in a dialog; one that does not exist is reported. */
export function OpenCall({ id, zone, fromList, onClose }: OpenCallProps) {
  const opened = useOpenedRow(
    useRowById<CallRow>(CALLS_KEY, selectCalls, id, fromList),
    'This call no longer exists',
    onClose,
  );
  if (opened.status === 'loading') return null;
  const call = opened.row;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Call with ${call.lead.name}`}
      description={callTimeIn(zone, call)}
      className="max-w-2xl"
    >
      {opened.gone ? (
        <EmptyState title="This call no longer exists." />
      ) : (
        <CallDetail call={call} zone={zone} />
      )}
    </Dialog>
  );
}

/** The detail of one call, with its status, reschedule, cancel and notes. */
function CallDetail({ call, zone }: { call: CallRow; zone: string }) {
  const update = useUpdateCall();
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const booked = call.status === 'booked';
  const onSaveNotes = (notes: string | null) =>
    update.mutateAsync(
      { id: call.id, patch: { notes } },
      outcomeToasts({ done: 'Notes saved', failed: 'Notes not saved', refusals: NOTES_ERRORS }),
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
        <DetailList
          items={[
            { term: 'Name', value: call.lead.name },
            emailItem(call.lead.email),
            phoneItem(call.lead.phone),
            { term: 'Company', value: call.lead.company ?? 'Not given' },
            webItem('Website', call.lead.website),
            ...briefItems(call.lead),
            {
              term: 'In the inbox',
              value: (
                <Link
                  to={`/contact-submissions?open=${call.lead.id}`}
                  className="font-medium text-brand-800 underline underline-offset-2"
                >
                  Open the booking’s message
                </Link>
              ),
            },
          ]}
        />
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

/** How the call went; cancelling has its own button (it asks for a reason and emails both sides). */
const STATUS_CHOICES = (['booked', 'completed', 'no_show'] as const).map((status) => ({
  value: status,
  label: callStatusLabel(status),
}));

function CallStatusSelect({ call }: { call: CallRow }) {
  const update = useUpdateCall();
  const onChange = (status: CallStatus) =>
    update.mutate(
      { id: call.id, patch: { status } },
      outcomeToasts({
        done: `Marked ${callStatusLabel(status).toLowerCase()}`,
        failed: 'Status not changed',
        refusals: STATUS_ERRORS,
      }),
    );
  return (
    <SelectFilter
      label="Status"
      value={update.isPending && update.variables.patch.status ? update.variables.patch.status : call.status}
      options={STATUS_CHOICES}
      disabled={update.isPending}
      onChange={(next) => {
        if (next) onChange(next);
      }}
    />
  );
}

const minutesBetween = (from: string, to: string): number =>
  Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);

/** The call's day, start and end in `zone`, and the zone's name then. */
const callTimeIn = (zone: string, call: CallRow): string =>
  `${dateTimeIn(zone, call.starts_at)}–${clockIn(zone, call.ends_at)} (${zoneName(zone, new Date(call.starts_at))})`;

/** The call's time for us and for the visitor, its host, and how it was cancelled (if it was). */
function CallWhen({ call, zone }: { call: CallRow; zone: string }) {
  const cancelled = call.status === 'cancelled';
  const by =
    call.cancelled_by === 'visitor' ? ' by the visitor' : call.cancelled_by === 'staff' ? ' by staff' : '';
  return (
    <DetailList
      items={[
        { term: 'Agency time', value: callTimeIn(zone, call), testId: 'agency-time' },
        { term: 'Visitor’s time', value: callTimeIn(call.visitor_time_zone, call), testId: 'visitor-time' },
        { term: 'Length', value: `${String(minutesBetween(call.starts_at, call.ends_at))} minutes` },
        { term: 'Host', value: `${call.host.display_name} (${call.host.email})`, testId: 'call-host' },
        call.host.meeting_url ? webItem('Meeting link', call.host.meeting_url) : false,
        { term: 'Booked', value: dateTime(call.created_at) },
        cancelled && {
          term: 'Cancelled',
          value: `${call.cancelled_at ? dateTime(call.cancelled_at) : 'Yes'}${by}`,
          testId: 'cancelled',
        },
        cancelled && {
          term: 'Reason',
          value: call.cancel_reason ?? 'None given',
          className: 'whitespace-pre-wrap',
          testId: 'cancel-reason',
        },
      ]}
    />
  );
}
