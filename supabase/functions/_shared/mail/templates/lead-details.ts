import { type Block, type Field, fields, subheading, join } from './blocks.ts';
import type { ContactLead, JobApplicationLead } from './payloads.ts';
import { webUrl } from './text.ts';

/** The attribution keys the site records, with the names staff read in the admin. */
const ATTRIBUTION_LABELS: [key: string, label: string][] = [
  ['utm_source', 'UTM source'],
  ['utm_medium', 'UTM medium'],
  ['utm_campaign', 'UTM campaign'],
  ['utm_term', 'UTM term'],
  ['utm_content', 'UTM content'],
  ['gclid', 'Google Ads click id (gclid)'],
  ['fbclid', 'Meta click id (fbclid)'],
  ['referrer', 'Referrer'],
  ['landing_page', 'Landing page'],
];

/** Where the visitor came from (the UTM parameters, click ids, referrer and landing page). */
export function attribution(values: Record<string, unknown> | null | undefined): Block {
  const rows: Field[] = ATTRIBUTION_LABELS.flatMap(([key, label]) => {
    const value = values?.[key];
    return typeof value === 'string' && value !== '' ? [{ label, value }] : [];
  });
  return rows.length ? join([subheading('Attribution'), fields(rows)]) : { html: '', text: '' };
}

/** Everything a contact message or discovery-call request says, then where the visitor came from. */
export function contactDetails(lead: ContactLead): Block {
  const slot =
    // A booked call's time is shown with the call; older requests only had a preferred time.
    lead.kind === 'discovery_call' && !lead.call && lead.preferred_date
      ? `${lead.preferred_date} ${lead.preferred_time ?? ''} (${lead.time_zone ?? 'time zone not given'})`
      : null;
  return join([
    fields([
      { label: 'Name', value: lead.name },
      {
        label: 'Email',
        value: lead.email,
        href: `mailto:${encodeURIComponent(lead.email).replace('%40', '@')}`,
      },
      { label: 'Phone', value: lead.phone },
      { label: 'Company', value: lead.company },
      { label: 'Website', value: lead.website, href: webUrl(lead.website) },
      { label: 'Preferred time', value: slot },
      { label: 'Services', value: lead.services?.join(', ') },
      { label: 'Budget', value: lead.budget },
      { label: 'Subject', value: lead.subject },
      { label: 'Message', value: lead.message, multiline: true },
      { label: 'Goals', value: lead.goals, multiline: true },
      { label: 'Received', value: lead.created_at },
    ]),
    attribution(lead.attribution),
  ]);
}

/** Everything a job application says (the résumé stays in the admin), then the attribution. */
export function applicationDetails(lead: JobApplicationLead): Block {
  return join([
    fields([
      { label: 'Job', value: lead.job?.title ?? 'A job no longer listed' },
      { label: 'Name', value: lead.full_name },
      {
        label: 'Email',
        value: lead.email,
        href: `mailto:${encodeURIComponent(lead.email).replace('%40', '@')}`,
      },
      { label: 'Phone', value: lead.phone },
      { label: 'LinkedIn', value: lead.linkedin_url, href: webUrl(lead.linkedin_url) },
      { label: 'Portfolio', value: lead.portfolio_url, href: webUrl(lead.portfolio_url) },
      { label: 'Cover letter', value: lead.cover_letter, multiline: true },
      { label: 'Received', value: lead.created_at },
    ]),
    attribution(lead.attribution),
  ]);
}
