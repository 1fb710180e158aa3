import { Link } from 'react-router-dom';
import { DetailList, emailItem, phoneItem, webItem } from '@admin/components/inbox/detail-list';
import { briefItems } from '@admin/components/inbox/lead-items';
import type { CallRow } from './api/list-calls';

type Lead = CallRow['lead'];

/** Who booked, how to reach them and what they want; the booking's message in the contact inbox. */
export function LeadDetails({ lead }: { lead: Lead }) {
  return (
    <DetailList
      items={[
        { term: 'Name', value: lead.name },
        emailItem(lead.email),
        phoneItem(lead.phone),
        { term: 'Company', value: lead.company ?? 'Not given' },
        webItem('Website', lead.website),
        ...briefItems(lead),
        {
          term: 'In the inbox',
          value: (
            <Link
              to={`/contact-submissions?open=${lead.id}`}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              Open the booking’s message
            </Link>
          ),
        },
      ]}
    />
  );
}
