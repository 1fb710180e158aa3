import { SelectFilter } from '@admin/components/content/select-filter';
import { InboxPage } from '@admin/components/inbox/inbox-page';
import { CONTACT_KINDS, type ContactKind, type InboxStatus, isContactKind } from './inbox-status';
import { submissionColumns } from './submission-columns';
import { SubmissionDialog } from './submission-dialog';
import { exportSubmissions, SUBMISSIONS_INBOX, useNewCount } from './submissions-inbox';

const MARK_READ = { from: 'new', to: 'read' } as const;

interface ContactSubmissionsPageProps {
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

const KIND_OPTIONS = [
  { value: '', label: 'All' },
  ...CONTACT_KINDS.map((kind) => ({ value: kind, label: kind === 'contact' ? 'Contact' : 'Discovery call' })),
];

/** "Kind: All | Contact | Discovery call", kept in the URL (?kind=…) by the route. */
function KindFilter({
  kind,
  onChange,
}: {
  kind: ContactKind | null;
  onChange: (kind: ContactKind | null) => void;
}) {
  return (
    <SelectFilter
      label="Kind"
      value={kind ?? undefined}
      options={KIND_OPTIONS}
      onChange={(value) => onChange(value !== undefined && isContactKind(value) ? value : null)}
    />
  );
}
