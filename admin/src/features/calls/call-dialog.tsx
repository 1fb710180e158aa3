import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState } from '@admin/components/ui/states';
import { clockIn, dateTimeIn, zoneName } from '@admin/lib/zoned-time';
import type { CallRow } from './api/list-calls';
import { CallDetail } from './call-detail';

interface CallDialogProps {
  call: CallRow;
  gone: boolean;
  zone: string;
  onClose: () => void;
}

/** One call in a dialog: who, when, how it went, and what staff can do about it. */
export function CallDialog({ call, gone, zone, onClose }: CallDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Call with ${call.lead.name}`}
      description={`${dateTimeIn(zone, call.starts_at)}–${clockIn(zone, call.ends_at)} (${zoneName(zone, new Date(call.starts_at))})`}
      className="max-w-2xl"
    >
      {gone ? <EmptyState title="This call no longer exists." /> : <CallDetail call={call} zone={zone} />}
    </Dialog>
  );
}
