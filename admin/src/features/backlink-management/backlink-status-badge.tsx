import { Badge, type BadgeTone } from '@admin/components/ui/badge';
import { type BacklinkStatus, STATUS_LABEL } from './backlink-status';

const TONE: Record<BacklinkStatus, BadgeTone> = {
  pending: 'neutral',
  live: 'success',
  lost: 'danger',
  broken: 'warning',
};

export function BacklinkStatusBadge({ status }: { status: BacklinkStatus }) {
  return <Badge tone={TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}
