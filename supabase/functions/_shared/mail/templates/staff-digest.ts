import { type Block, button, divider, heading, join, paragraph, subheading } from './blocks.ts';
import { adminCallUrl, callFields, callStart } from './call-details.ts';
import { joinUrl, type MailContext, type RenderedMail } from './context.ts';
import { applicationDetails, contactDetails } from './lead-details.ts';
import { layout } from './layout.ts';
import { contactLeadSchema, jobApplicationLeadSchema } from './payloads.ts';
import { adminInboxUrl, adminLeadUrl, type LeadKind, staffNote } from './staff-lead.ts';
import { oneLine } from './text.ts';

export type StaffKind = 'staff.contact' | 'staff.discovery_call' | 'staff.job_application';

/** The daily digest of one kind for one recipient: the payloads of that kind's queued rows. */
export interface DigestPayload {
  kind: StaffKind;
  leads: unknown[];
}

const NOUNS: Record<StaffKind, [one: string, many: string]> = {
  'staff.contact': ['new contact message', 'new contact messages'],
  'staff.discovery_call': ['new discovery call', 'new discovery calls'],
  'staff.job_application': ['new job application', 'new job applications'],
};

const LEAD_KINDS: Record<StaffKind, LeadKind> = {
  'staff.contact': 'contact',
  'staff.discovery_call': 'discovery_call',
  'staff.job_application': 'job_application',
};

const OPEN_ONE: Record<LeadKind, string> = {
  contact: 'Open this message',
  discovery_call: 'Open this request',
  job_application: 'Open this application',
};

/** One lead of the digest: its number and name, its details, and the link that opens it in the admin. */
function item(kind: LeadKind, payload: unknown, index: number, context: MailContext): Block {
  if (kind === 'job_application') {
    const lead = jobApplicationLeadSchema.parse(payload);
    const job = lead.job ? oneLine(lead.job.title, 80) : 'a job no longer listed';
    return join([
      subheading(`${index}. ${oneLine(lead.full_name, 60)} — ${job}`),
      applicationDetails(lead),
      button(OPEN_ONE[kind], adminLeadUrl(context, kind, lead.id)),
    ]);
  }
  const lead = contactLeadSchema.parse(payload);
  if (lead.call)
    return join([
      subheading(`${index}. ${oneLine(lead.name, 60)} — ${callStart(lead.call, 'staff')}`),
      callFields(lead.call, 'staff'),
      contactDetails(lead),
      button('Open this call', adminCallUrl(context, lead.call.id)),
    ]);
  return join([
    subheading(`${index}. ${oneLine(lead.name, 60)}`),
    contactDetails(lead),
    button(OPEN_ONE[kind], adminLeadUrl(context, kind, lead.id)),
  ]);
}

/** staff.digest: many leads of one kind in one email, oldest first as they came. */
export function staffDigest(payload: DigestPayload, context: MailContext): RenderedMail {
  const count = payload.leads.length;
  const [one, many] = NOUNS[payload.kind];
  const title = `Daily digest: ${count} ${count === 1 ? one : many}`;
  const leadKind = LEAD_KINDS[payload.kind];
  // Booked calls are in Calls; discovery-call requests from before booking stay in the inbox.
  const booked = payload.leads.some((lead) => contactLeadSchema.safeParse(lead).data?.call);
  const inboxUrl = booked ? joinUrl(context.adminUrl, 'calls') : adminInboxUrl(context, leadKind);
  const items = payload.leads.flatMap((lead, index) =>
    index ? [divider(), item(leadKind, lead, index + 1, context)] : [item(leadKind, lead, 1, context)],
  );
  return {
    subject: title,
    ...layout(context, {
      title,
      preheader: title,
      blocks: [
        heading(title),
        paragraph(`Here is what came in since the last digest.`),
        button('Open the back office', inboxUrl),
        ...items,
      ],
      footerNote: staffNote(context),
    }),
  };
}
