import { Constants, type Enums } from '@lib/database.types';
import { Badge } from '@admin/components/ui/badge';
import { statusModel } from '@admin/lib/inbox/status-model';

/** public.call_status: a call is booked until staff mark how it went, or someone cancels it. */
export type CallStatus = Enums<'call_status'>;

export const CALL_STATUS = statusModel<CallStatus>(
  Constants.public.Enums.call_status,
  { booked: 'Booked', completed: 'Completed', no_show: 'No-show', cancelled: 'Cancelled' },
  { booked: 'brand', completed: 'success', no_show: 'warning', cancelled: 'neutral' },
);

export const callStatusLabel = (status: CallStatus): string => CALL_STATUS.labels[status];

export const isCallStatus = CALL_STATUS.is;

export function CallStatusBadge({ status }: { status: CallStatus }) {
  return <Badge tone={CALL_STATUS.tones[status]}>{callStatusLabel(status)}</Badge>;
}
