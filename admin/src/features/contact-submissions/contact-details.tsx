import { dateTime } from '@admin/lib/format-time';
import type { SubmissionRow } from './submissions-inbox';
import { ExternalLink } from '@admin/components/inbox/detail-section';
import { KIND_LABELS } from './inbox-status';

type Sender = Pick<SubmissionRow, 'kind' | 'email' | 'phone' | 'company' | 'website' | 'created_at'>;

/** Who wrote and how to reach them. */
export function ContactDetails({ sender }: { sender: Sender }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-ink-800">Kind</dt>
      <dd>{KIND_LABELS[sender.kind]}</dd>
      <dt className="font-medium text-ink-800">Email</dt>
      <dd className="break-all">{sender.email}</dd>
      <dt className="font-medium text-ink-800">Phone</dt>
      <dd>
        {sender.phone ? (
          <a className="text-brand-800 underline underline-offset-2" href={`tel:${sender.phone}`}>
            {sender.phone}
          </a>
        ) : (
          'Not given'
        )}
      </dd>
      <dt className="font-medium text-ink-800">Company</dt>
      <dd>{sender.company ?? 'Not given'}</dd>
      <dt className="font-medium text-ink-800">Website</dt>
      <dd>
        {sender.website ? <ExternalLink href={sender.website}>{sender.website}</ExternalLink> : 'Not given'}
      </dd>
      <dt className="font-medium text-ink-800">Received</dt>
      <dd>{dateTime(sender.created_at)}</dd>
    </dl>
  );
}
