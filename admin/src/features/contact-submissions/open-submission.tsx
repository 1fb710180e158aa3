import { useOpenedRow } from '@admin/components/inbox/use-opened-row';
import { useSubmission } from './api/get-submission';
import type { SubmissionRow } from './api/list-submissions';
import { SubmissionDialog } from './submission-dialog';
import { useMarkRead } from './use-mark-read';

interface OpenSubmissionProps {
  /** `?open=<id>`: any submission, on the list's page or not. */
  id: string;
  /** The list's copy when it was opened from the list, shown until the server's arrives. */
  fromList: SubmissionRow | undefined;
  canDelete: boolean;
  onClose: () => void;
}

/** The submission the address names, read by id and shown in its dialog; one that does not exist is reported. */
export function OpenSubmission({ id, fromList, canDelete, onClose }: OpenSubmissionProps) {
  const opened = useOpenedRow(useSubmission(id, fromList), 'This message no longer exists', onClose);
  useMarkRead(opened.status === 'shown' && !opened.gone ? opened.row : null);
  if (opened.status === 'loading') return null;
  return <SubmissionDialog row={opened.row} gone={opened.gone} canDelete={canDelete} onClose={onClose} />;
}
