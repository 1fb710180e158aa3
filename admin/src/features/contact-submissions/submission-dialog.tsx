import { Archive, ArchiveRestore, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DetailList, emailItem, phoneItem, webItem } from '@admin/components/inbox/detail-list';
import { DetailSection } from '@admin/components/inbox/detail-section';
import { InboxDialog, type OpenedRowProps } from '@admin/components/inbox/inbox-dialog';
import { briefItems } from '@admin/components/inbox/lead-items';
import { StatusSelect } from '@admin/components/inbox/status-filter';
import { Button } from '@admin/components/ui/button';
import { dateTime } from '@admin/lib/format-time';
import { readerSlot, visitorSlot, zonedInstant } from './booking-time';
import { KIND_LABELS, SUBMISSION_STATUSES } from './inbox-status';
import { replyHref } from './reply-link';
import { type SubmissionRow, SUBMISSIONS_INBOX } from './submissions-inbox';

const nothingElse = () => Promise.resolve();

/** One message or booking: who, what, where they came from, what staff did about it, and deleting it. */
export function SubmissionDialog(props: OpenedRowProps<SubmissionRow>) {
  const { row } = props;
  const what = `${KIND_LABELS[row.kind]} from ${row.name}`;
  const archived = row.status === 'archived';
  return (
    <InboxDialog
      {...props}
      inbox={SUBMISSIONS_INBOX}
      title={row.subject ?? what}
      description={row.subject ? what : undefined}
      goneTitle="This submission no longer exists."
      changed={(status) => ({
        title: `Marked ${SUBMISSION_STATUSES.labels[status].toLowerCase()}`,
        variant: 'success',
      })}
      head={(setStatus) => (
        <div className="flex flex-wrap items-center gap-3">
          <ReplyByEmail
            email={row.email}
            subject={row.subject}
            replied={row.status === 'replied'}
            onMarkReplied={() => setStatus('replied')}
          />
          <StatusSelect statuses={SUBMISSION_STATUSES} value={row.status} onChange={setStatus} />
          <Button variant="secondary" size="sm" onClick={() => setStatus(archived ? 'read' : 'archived')}>
            {archived ? (
              <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Archive className="h-4 w-4" aria-hidden="true" />
            )}
            {archived ? 'Back to inbox' : 'Archive'}
          </Button>
        </div>
      )}
      remove={{
        label: 'Delete submission',
        question: 'Delete this submission?',
        consequence: `The ${KIND_LABELS[row.kind].toLowerCase()} from ${row.name} will be deleted for good.`,
        cleanUp: nothingElse,
        done: 'Submission deleted',
      }}
    >
      <DetailSection title="Sender">
        <DetailList
          items={[
            { term: 'Kind', value: KIND_LABELS[row.kind] },
            emailItem(row.email),
            phoneItem(row.phone),
            { term: 'Company', value: row.company ?? 'Not given' },
            webItem('Website', row.website),
            { term: 'Received', value: dateTime(row.created_at) },
          ]}
        />
      </DetailSection>
      {row.kind === 'discovery_call' && (
        <DetailSection title="Discovery call">
          <BookingDetails booking={row} />
        </DetailSection>
      )}
      {row.message !== null && (
        <DetailSection title="Message">
          <p className="whitespace-pre-wrap text-sm text-ink-950">{row.message}</p>
        </DetailSection>
      )}
    </InboxDialog>
  );
}

/** The call the visitor asked for: their slot in their zone, the same moment in ours, and the brief. */
function BookingDetails({ booking }: { booking: SubmissionRow }) {
  const { preferred_date: date, preferred_time: time, time_zone: zone } = booking;
  const instant = date && time && zone ? zonedInstant(date, time, zone) : null;
  return (
    <DetailList
      items={[
        {
          term: 'Booked call',
          value: booking.call ? (
            <Link
              to={`/calls?open=${booking.call.id}`}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              Open the call in Calls
            </Link>
          ) : (
            'None: a request without a booked time'
          ),
        },
        {
          term: 'Requested slot',
          value: date && time ? `${visitorSlot(date, time)} (${zone ?? 'time zone not given'})` : 'Not given',
          testId: 'visitor-slot',
        },
        { term: 'Your time', value: instant ? readerSlot(instant) : 'Unknown', testId: 'reader-slot' },
        ...briefItems(booking),
      ]}
    />
  );
}

interface ReplyByEmailProps {
  email: string;
  subject: string | null;
  replied: boolean;
  onMarkReplied: () => void;
}

/** Opens the reader's mail app on a reply; afterwards offers to record that a reply went out. */
function ReplyByEmail({ email, subject, replied, onMarkReplied }: ReplyByEmailProps) {
  const [offered, setOffered] = useState(false);
  return (
    <div className="space-y-2">
      <Button asChild size="sm">
        <a href={replyHref(email, subject)} onClick={() => setOffered(true)}>
          <Mail className="h-4 w-4" aria-hidden="true" /> Reply by email
        </a>
      </Button>
      {offered && !replied && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm text-ink-900"
        >
          Sent your reply?
          <Button size="sm" variant="secondary" onClick={onMarkReplied}>
            Mark as replied
          </Button>
        </div>
      )}
    </div>
  );
}
