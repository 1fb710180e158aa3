import { Constants, type Enums } from '@lib/database.types';
import { Badge, type BadgeTone } from '@admin/components/ui/badge';

/** public.call_status: a call is booked until staff mark how it went, or someone cancels it. */
export type CallStatus = Enums<'call_status'>;

export const CALL_STATUSES: readonly CallStatus[] = Constants.public.Enums.call_status;

const STATUS: Record<CallStatus, { label: string; tone: BadgeTone }> = {
  booked: { label: 'Booked', tone: 'brand' },
  completed: { label: 'Completed', tone: 'success' },
  no_show: { label: 'No-show', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const callStatusLabel = (status: CallStatus): string => STATUS[status].label;

export const isCallStatus = (value: string | null): value is CallStatus =>
  CALL_STATUSES.some((status) => status === value);

export function CallStatusBadge({ status }: { status: CallStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}
