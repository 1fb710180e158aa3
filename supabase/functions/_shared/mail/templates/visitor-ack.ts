import { heading, paragraph } from './blocks.ts';
import type { MailContext, RenderedMail } from './context.ts';
import { layout } from './layout.ts';
import { contactLeadSchema, jobApplicationLeadSchema } from './payloads.ts';
import { oneLine } from './text.ts';

/*
 * Acknowledgements go to whatever address a visitor typed, so they repeat nothing the visitor wrote
 * but a shortened name: the forms cannot be used to send someone else a message of one's choosing.
 */

function firstName(name: string): string {
  return oneLine(name, 40).split(' ')[0] ?? '';
}

function contactLine(context: MailContext): string {
  const { email, phone } = context.company;
  if (email && phone) return `If it is urgent, write to ${email} or call ${phone}.`;
  if (email) return `If it is urgent, write to ${email}.`;
  if (phone) return `If it is urgent, call ${phone}.`;
  return '';
}

/** visitor.contact_ack: the contact form's confirmation to the visitor. */
export function visitorContactAck(payload: unknown, context: MailContext): RenderedMail {
  const lead = contactLeadSchema.parse(payload);
  const company = oneLine(context.company.name, 80);
  const title = `We received your message`;
  return {
    subject: `${title} — ${company}`,
    ...layout(context, {
      title,
      preheader: `Thank you for contacting ${company}. We will reply within one business day.`,
      blocks: [
        heading(`Thank you, ${firstName(lead.name)}`),
        paragraph(`We received your message and will reply within one business day. ${contactLine(context)}`),
        paragraph(`— The ${company} team`),
      ],
      footerNote: paragraph(
        `You receive this email because this address was entered in the contact form on ${context.siteUrl}. If that was not you, ignore it.`,
      ),
    }),
  };
}

/** visitor.job_application_ack: the application's confirmation to the applicant. */
export function visitorJobApplicationAck(payload: unknown, context: MailContext): RenderedMail {
  const lead = jobApplicationLeadSchema.parse(payload);
  const company = oneLine(context.company.name, 80);
  const job = lead.job ? oneLine(lead.job.title, 80) : null;
  const title = job ? `Your application for ${job}` : 'Your application';
  return {
    subject: `${title} — ${company}`,
    ...layout(context, {
      title,
      preheader: `Thank you for applying to ${company}.`,
      blocks: [
        heading(`Thank you, ${firstName(lead.full_name)}`),
        paragraph(
          `We received your application${job ? ` for ${job}` : ''}. We read every application and will get back to you either way.`,
        ),
        paragraph(`— The ${company} team`),
      ],
      footerNote: paragraph(
        `You receive this email because this address was entered in a job application on ${context.siteUrl}. If that was not you, ignore it.`,
      ),
    }),
  };
}
