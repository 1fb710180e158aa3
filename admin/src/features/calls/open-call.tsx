import { useOpenedRow } from '@admin/components/inbox/use-opened-row';
import { useCall } from './api/get-call';
import type { CallRow } from './api/list-calls';
import { CallDialog } from './call-dialog';

interface OpenCallProps {
  /** `?open=<id>`: any call, shown in the agenda or not. */
  id: string;
  zone: string;
  fromList: CallRow | undefined;
  onClose: () => void;
}

/** The call the address names, read by id and shown in its dialog; one that does not exist is reported. */
export function OpenCall({ id, zone, fromList, onClose }: OpenCallProps) {
  const opened = useOpenedRow(useCall(id, fromList), 'This call no longer exists', onClose);
  if (opened.status === 'loading') return null;
  return <CallDialog call={opened.row} gone={opened.gone} zone={zone} onClose={onClose} />;
}
