import { InboxPage } from '@admin/components/inbox/inbox-page';
import { exportSubmissions } from './export-submissions';
import type { ContactKind, InboxStatus } from './inbox-status';
import { NewCount } from './new-count';
import { submissionColumns } from './submission-columns';
import { SubmissionDialog } from './submission-dialog';
import { KindFilter } from './kind-filter';
import { SUBMISSIONS_INBOX } from './submissions-inbox';

const MARK_READ = { from: 'new', to: 'read' } as const;

export interface ContactSubmissionsPageProps {
  kind: ContactKind | null;
  status: InboxStatus | null;
  onKindChange: (kind: ContactKind | null) => void;
  onStatusChange: (status: InboxStatus | null) => void;
  /** `?open=<id>`: the submission whose dialog is open (an address staff can share). */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

/** /admin/contact-submissions: contact messages and discovery-call requests in one inbox. */
export function ContactSubmissionsPage({
  kind,
  status,
  onKindChange,
  onStatusChange,
  openId,
  onOpenChange,
}: ContactSubmissionsPageProps) {
  return (
    <InboxPage
      inbox={SUBMISSIONS_INBOX}
      title="Contact submissions"
      description={
        <>
          Contact messages and discovery-call requests from the site. <NewCount />
        </>
      }
      searchLabel="Search name, email, company or subject"
      emptyTitle={kind || status ? 'Nothing matches these filters.' : 'No messages or call requests yet.'}
      ownFilters={<KindFilter kind={kind} onChange={onKindChange} />}
      status={status}
      onStatusChange={onStatusChange}
      filters={({ search, sort }) => ({ kind, status, search, sort })}
      columns={submissionColumns}
      exportRows={exportSubmissions}
      openId={openId}
      onOpenChange={onOpenChange}
      missing="This message no longer exists"
      markOnOpen={MARK_READ}
      dialog={(opened) => <SubmissionDialog {...opened} />}
    />
  );
}
