import { CALLS_KEY } from '@admin/components/calls/api/call-settings';
import { useOpenedRow } from '@admin/components/inbox/use-opened-row';
import { useRowById } from '@admin/lib/inbox/row-by-id';
import { type CallRow, selectCalls } from './api/list-calls';
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
  const opened = useOpenedRow(
    useRowById<CallRow>(CALLS_KEY, selectCalls, id, fromList),
    'This call no longer exists',
    onClose,
  );
  if (opened.status === 'loading') return null;
  return <CallDialog call={opened.row} gone={opened.gone} zone={zone} onClose={onClose} />;
}
