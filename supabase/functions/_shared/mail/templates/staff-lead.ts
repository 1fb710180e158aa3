import { button, heading, paragraph } from './blocks.ts';
import { adminCallUrl, callFields, callStart, hostName } from './call-details.ts';
import { joinUrl, type MailContext, type RenderedMail } from './context.ts';
import { applicationDetails, contactDetails } from './lead-details.ts';
import { layout } from './layout.ts';
import { contactLeadSchema, jobApplicationLeadSchema } from './payloads.ts';
import { oneLine } from './text.ts';

export type LeadKind = 'contact' | 'discovery_call' | 'job_application';

/** The back office's list of a kind of lead (the inbox, filtered to the kind). */
export function adminInboxUrl(context: MailContext, kind: LeadKind): string {
  return kind === 'job_application'
    ? joinUrl(context.adminUrl, 'job-applications')
    : joinUrl(context.adminUrl, `contact-submissions?kind=${kind}`);
}

/** Where staff open one lead in the back office: its inbox with the lead's dialog open. */
export function adminLeadUrl(context: MailContext, kind: LeadKind, id: string): string {
  const open = `?open=${encodeURIComponent(id)}`;
  return kind === 'job_application'
    ? joinUrl(context.adminUrl, `job-applications${open}`)
    : joinUrl(context.adminUrl, `contact-submissions${open}`);
}

const staffNote = (context: MailContext) =>
  paragraph(
    `You receive this because you are a notification recipient in ${oneLine(context.company.name, 120)}'s back office (Settings → Notifications).`,
  );

/** staff.contact: a new contact message, with the details, the attribution and the admin link. */
export function staffContact(payload: unknown, context: MailContext): RenderedMail {
  const lead = contactLeadSchema.parse(payload);
  const name = oneLine(lead.name, 60);
  const topic = lead.subject ? `: ${oneLine(lead.subject, 60)}` : '';
  const title = `New contact message from ${name}`;
  return {
    subject: `${title}${topic}`,
    ...layout(context, {
      title,
      preheader: lead.message ? oneLine(lead.message, 120) : title,
      blocks: [
        heading(title),
        contactDetails(lead),
        button('Open the message', adminLeadUrl(context, 'contact', lead.id)),
      ],
      footerNote: staffNote(context),
    }),
  };
}

/** staff.discovery_call: a booked call (time in the agency's zone, host), or an older request's preferred slot. */
export function staffDiscoveryCall(payload: unknown, context: MailContext): RenderedMail {
  const lead = contactLeadSchema.parse(payload);
  const name = oneLine(lead.name, 60);
  if (lead.call) {
    const title = `New discovery call with ${name}`;
    const when = callStart(lead.call, 'staff');
    return {
      subject: `${title}: ${when}`,
      ...layout(context, {
        title,
        preheader: `${when} with ${hostName(lead.call)}.`,
        blocks: [
          heading(title),
          callFields(lead.call, 'staff'),
          contactDetails(lead),
          button('Open the call', adminCallUrl(context, lead.call.id)),
        ],
        footerNote: staffNote(context),
      }),
    };
  }
  const slot = lead.preferred_date
    ? ` for ${oneLine(`${lead.preferred_date} ${lead.preferred_time ?? ''}`, 40)}`
    : '';
  const title = `New discovery call request from ${name}`;
  return {
    subject: `${title}${slot}`,
    ...layout(context, {
      title,
      preheader: `${title}${slot}`,
      blocks: [
        heading(title),
        contactDetails(lead),
        button('Open the request', adminLeadUrl(context, 'discovery_call', lead.id)),
      ],
      footerNote: staffNote(context),
    }),
  };
}

/** staff.job_application: a new application, the job's title and the applicant. */
export function staffJobApplication(payload: unknown, context: MailContext): RenderedMail {
  const lead = jobApplicationLeadSchema.parse(payload);
  const name = oneLine(lead.full_name, 60);
  const job = lead.job ? oneLine(lead.job.title, 80) : 'a job no longer listed';
  const title = `New application for ${job} from ${name}`;
  return {
    subject: title,
    ...layout(context, {
      title,
      preheader: title,
      blocks: [
        heading(title),
        applicationDetails(lead),
        button('Open the application', adminLeadUrl(context, 'job_application', lead.id)),
      ],
      footerNote: staffNote(context),
    }),
  };
}

export { staffNote };
