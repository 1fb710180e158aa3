import { useEffect } from 'react';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import type { SubmissionRow } from './api/list-submissions';
import { useUpdateSubmission } from './api/update-submission';
import { SUBMISSION_ERRORS } from './error-messages';

/**
 * Opening a new submission reads it: the list and the dialog show that at once and roll back if
 * the server refuses (then it is not tried again while the dialog stays open).
 */
export function useMarkRead(row: SubmissionRow | null): void {
  const update = useUpdateSubmission();
  useEffect(() => {
    if (row?.status !== 'new' || !update.isIdle) return;
    update.mutate(
      { id: row.id, patch: { status: 'read' } },
      {
        onError: (error) =>
          toast({
            title: 'Could not mark it read',
            description: describeSaveError(error, SUBMISSION_ERRORS),
            variant: 'error',
          }),
      },
    );
  }, [row, update]);
}
