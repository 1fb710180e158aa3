import { Link } from 'react-router-dom';
import { ExternalLink } from '@admin/components/inbox/detail-section';
import { budgetLabel, serviceLabel } from '@admin/components/inbox/lead-labels';
import type { CallRow } from './api/list-calls';

type Lead = CallRow['lead'];

/** Who booked, how to reach them and what they want; the booking's message in the contact inbox. */
export function LeadDetails({ lead }: { lead: Lead }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-ink-800">Name</dt>
      <dd>{lead.name}</dd>
      <dt className="font-medium text-ink-800">Email</dt>
      <dd className="break-all">
        <a className="text-brand-800 underline underline-offset-2" href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
      </dd>
      <dt className="font-medium text-ink-800">Phone</dt>
      <dd>
        {lead.phone ? (
          <a className="text-brand-800 underline underline-offset-2" href={`tel:${lead.phone}`}>
            {lead.phone}
          </a>
        ) : (
          'Not given'
        )}
      </dd>
      <dt className="font-medium text-ink-800">Company</dt>
      <dd>{lead.company ?? 'Not given'}</dd>
      <dt className="font-medium text-ink-800">Website</dt>
      <dd>{lead.website ? <ExternalLink href={lead.website}>{lead.website}</ExternalLink> : 'Not given'}</dd>
      <dt className="font-medium text-ink-800">Services</dt>
      <dd>{lead.services.length > 0 ? lead.services.map(serviceLabel).join(', ') : 'None chosen'}</dd>
      <dt className="font-medium text-ink-800">Budget</dt>
      <dd>{lead.budget ? budgetLabel(lead.budget) : 'Not given'}</dd>
      <dt className="font-medium text-ink-800">Goals</dt>
      <dd className="whitespace-pre-wrap">{lead.goals ?? 'Not given'}</dd>
      <dt className="font-medium text-ink-800">In the inbox</dt>
      <dd>
        <Link
          to={`/contact-submissions?open=${lead.id}`}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          Open the booking’s message
        </Link>
      </dd>
    </dl>
  );
}
