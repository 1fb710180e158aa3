import { Archive, ArchiveRestore } from 'lucide-react';
import { DetailSection } from '@admin/components/inbox/detail-section';
import { InboxDetail } from '@admin/components/inbox/inbox-detail';
import { StatusSelect } from '@admin/components/inbox/status-select';
import { useInboxChanges } from '@admin/components/inbox/use-inbox-changes';
import { Button } from '@admin/components/ui/button';
import { BookingDetails } from './booking-details';
import { ContactDetails } from './contact-details';
import { SUBMISSION_STATUSES } from './inbox-status';
import { ReplyByEmail } from './reply-by-email';
import { type SubmissionRow, SUBMISSIONS_INBOX } from './submissions-inbox';

/** One message or booking: who, what, where they came from, and what staff did about it. */
export function SubmissionDetail({ submission }: { submission: SubmissionRow }) {
  const { setStatus, saveNotes } = useInboxChanges(SUBMISSIONS_INBOX, submission.id, (status) => ({
    title: `Marked ${SUBMISSION_STATUSES.labels[status].toLowerCase()}`,
    variant: 'success',
  }));
  const archived = submission.status === 'archived';
  const head = (
    <div className="flex flex-wrap items-center gap-3">
      <ReplyByEmail
        email={submission.email}
        subject={submission.subject}
        replied={submission.status === 'replied'}
        onMarkReplied={() => setStatus('replied')}
      />
      <StatusSelect statuses={SUBMISSION_STATUSES} value={submission.status} onChange={setStatus} />
      <Button variant="secondary" size="sm" onClick={() => setStatus(archived ? 'read' : 'archived')}>
        {archived ? (
          <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Archive className="h-4 w-4" aria-hidden="true" />
        )}
        {archived ? 'Back to inbox' : 'Archive'}
      </Button>
    </div>
  );
  return (
    <InboxDetail row={submission} head={head} onSaveNotes={saveNotes}>
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
    </InboxDetail>
  );
}
