import { DetailList, emailItem, phoneItem, webItem } from '@admin/components/inbox/detail-list';
import { dateTime } from '@admin/lib/format-time';
import { KIND_LABELS } from './inbox-status';
import type { SubmissionRow } from './submissions-inbox';

type Sender = Pick<SubmissionRow, 'kind' | 'email' | 'phone' | 'company' | 'website' | 'created_at'>;

/** Who wrote and how to reach them. */
export function ContactDetails({ sender }: { sender: Sender }) {
  return (
    <DetailList
      items={[
        { term: 'Kind', value: KIND_LABELS[sender.kind] },
        emailItem(sender.email),
        phoneItem(sender.phone),
        { term: 'Company', value: sender.company ?? 'Not given' },
        webItem('Website', sender.website),
        { term: 'Received', value: dateTime(sender.created_at) },
      ]}
    />
  );
}
