import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import type { SubmissionRow } from './api/list-submissions';
import { useUpdateSubmission } from './api/update-submission';
import { AttributionList } from '@admin/components/inbox/attribution-list';
import { BookingDetails } from './booking-details';
import { ContactDetails } from './contact-details';
import { DetailSection } from '@admin/components/inbox/detail-section';
import { SUBMISSION_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';
import { type InboxStatus, STATUS_LABELS } from './inbox-status';
import { NotesForm } from '@admin/components/inbox/notes-form';
import { ReplyByEmail } from './reply-by-email';
import { StatusSelect } from './status-select';

interface SubmissionDetailProps {
  submission: SubmissionRow;
  /** Shown to admins only (row-level security refuses editors anyway). */
  onDelete: (() => void) | null;
}

/** One message or booking: who, what, where they came from, and what staff did about it. */
export function SubmissionDetail({ submission, onDelete }: SubmissionDetailProps) {
  const update = useUpdateSubmission();
  const { id } = submission;
  const setStatus = (status: InboxStatus) =>
    update.mutate(
      { id, patch: { status } },
      {
        onSuccess: () =>
          toast({ title: `Marked ${STATUS_LABELS[status].toLowerCase()}`, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Status not changed',
            description: describeSaveError(error, SUBMISSION_ERRORS),
            variant: 'error',
          }),
      },
    );
  const onSaveNotes = (notes: string | null) =>
    update.mutateAsync({ id, patch: { notes } }).then(
      () => void toast({ title: 'Notes saved', variant: 'success' }),
      (error: unknown) => {
        toast({
          title: 'Notes not saved',
          description: describeSaveError(error, SUBMISSION_ERRORS),
          variant: 'error',
        });
        throw error;
      },
    );
  const archived = submission.status === 'archived';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <ReplyByEmail
          email={submission.email}
          subject={submission.subject}
          replied={submission.status === 'replied'}
          onMarkReplied={() => setStatus('replied')}
        />
        <StatusSelect value={submission.status} onChange={setStatus} />
        <Button variant="secondary" size="sm" onClick={() => setStatus(archived ? 'read' : 'archived')}>
          {archived ? (
            <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Archive className="h-4 w-4" aria-hidden="true" />
          )}
          {archived ? 'Back to inbox' : 'Archive'}
        </Button>
      </div>
      <DetailSection title="Sender">
        <ContactDetails sender={submission} />
      </DetailSection>
      {submission.kind === 'discovery_call' && (
        <DetailSection title="Discovery call">
          <BookingDetails booking={submission} />
        </DetailSection>
      )}
      {submission.message !== null && (
        <DetailSection title="Message">
          <p className="whitespace-pre-wrap text-sm text-ink-950">{submission.message}</p>
        </DetailSection>
      )}
      <DetailSection title="Attribution">
        <AttributionList attribution={submission.attribution} />
      </DetailSection>
      <DetailSection title="Internal notes">
        <NotesForm notes={submission.notes} onSave={onSaveNotes} />
      </DetailSection>
      {onDelete && (
        <div className="flex justify-end border-t border-ink-100 pt-4">
          <Button variant="danger" size="sm" onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete submission
          </Button>
        </div>
      )}
    </div>
  );
}
