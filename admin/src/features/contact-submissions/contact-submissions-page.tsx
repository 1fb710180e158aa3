import { type InboxAddress, InboxPage } from '@admin/components/inbox/inbox-page';
import { StatusFilter } from '@admin/components/inbox/status-filter';
import { type ContactKind, type InboxStatus, KIND_CHOICES } from './inbox-status';
import { submissionColumns } from './submission-columns';
import { SubmissionDialog } from './submission-dialog';
import { exportSubmissions, SUBMISSIONS_INBOX, useNewCount } from './submissions-inbox';

const MARK_READ = { from: 'new', to: 'read' } as const;

interface ContactSubmissionsPageProps extends InboxAddress<InboxStatus> {
  kind: ContactKind | null;
  onKindChange: (kind: ContactKind | null) => void;
}

/** /admin/contact-submissions: contact messages and discovery-call requests in one inbox. */
export function ContactSubmissionsPage({ kind, onKindChange, ...address }: ContactSubmissionsPageProps) {
  return (
    <InboxPage
      {...address}
      inbox={SUBMISSIONS_INBOX}
      title="Contact submissions"
      description={
        <>
          Contact messages and discovery-call requests from the site. <NewCount />
        </>
      }
      searchLabel="Search name, email, company or subject"
      emptyTitle={
        kind || address.status ? 'Nothing matches these filters.' : 'No messages or call requests yet.'
      }
      ownFilters={
        <StatusFilter
          label="Kind"
          allLabel="All"
          statuses={KIND_CHOICES}
          value={kind}
          onChange={onKindChange}
        />
      }
      filters={({ search, sort }) => ({ kind, status: address.status, search, sort })}
      columns={submissionColumns}
      exportRows={exportSubmissions}
      missing="This message no longer exists"
      markOnOpen={MARK_READ}
      dialog={(opened) => <SubmissionDialog {...opened} />}
    />
  );
}

/** "3 new" beside the page's title (nothing while it loads or when it cannot be counted). */
function NewCount() {
  const count = useNewCount();
  if (count.data === undefined) return null;
  return (
    <strong data-testid="new-count" className="font-semibold text-ink-950">
      {count.data.toLocaleString('en-US')} new
    </strong>
  );
}
