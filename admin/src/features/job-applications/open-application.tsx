import { useOpenedRow } from '@admin/components/inbox/use-opened-row';
import { useApplication } from './api/get-application';
import type { ApplicationRow } from './api/list-applications';
import { ApplicationDialog } from './application-dialog';

interface OpenApplicationProps {
  /** `?open=<id>`: any application, on the list's page or not. */
  id: string;
  /** The list's copy when it was opened from the list, shown until the server's arrives. */
  fromList: ApplicationRow | undefined;
  canDelete: boolean;
  onClose: () => void;
}

/** The application the address names, read by id and shown in its dialog; one that does not exist is reported. */
export function OpenApplication({ id, fromList, canDelete, onClose }: OpenApplicationProps) {
  const opened = useOpenedRow(useApplication(id, fromList), 'This application no longer exists', onClose);
  if (opened.status === 'loading') return null;
  return <ApplicationDialog row={opened.row} gone={opened.gone} canDelete={canDelete} onClose={onClose} />;
}
