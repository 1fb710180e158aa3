import { describe, expect, it } from 'vitest';
import { contactRow, contactSchema, EMPTY_CONTACT } from '../../../src/lib/forms/contact.ts';
import { bookingLead } from '../../../src/lib/calls/booking.ts';
import {
  discoveryCallSchema,
  EMPTY_DISCOVERY_CALL,
  SERVICE_SLUGS,
} from '../../../src/lib/forms/discovery-call.ts';
import {
  emptyJobApplication,
  jobApplicationFormSchema,
  jobApplicationRow,
  jobApplicationSchema,
} from '../../../src/lib/forms/job-application.ts';
import type * as z from 'zod/v4-mini';

/** Each refused field with its first message, as react-hook-form shows them. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

const JOB_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'Résumé.pdf', { type: 'application/pdf' });

describe('contact form schema', () => {
  it('names every missing required field and nothing else', () => {
    expect(messages(contactSchema, EMPTY_CONTACT)).toEqual({
      name: 'Enter your name',
      email: 'Enter your email address',
      message: 'Enter your message',
    });
  });

  it('stores trimmed values, optional ones as null, as a contact row with the attribution', () => {
    const values = contactSchema.parse({
      ...EMPTY_CONTACT,
      name: ' Casey Visitor ',
      email: 'Casey@Example.com',
      message: '  We would like help with local SEO.  ',
    });
    expect(contactRow(values, { utm_source: 'google' })).toEqual({
      kind: 'contact',
      name: 'Casey Visitor',
      email: 'casey@example.com',
      phone: null,
      company: null,
      subject: null,
      message: 'We would like help with local SEO.',
      attribution: { utm_source: 'google' },
    });
  });
});

describe('discovery call schema', () => {
  const booking = {
    ...EMPTY_DISCOVERY_CALL,
    name: 'Dana Founder',
    email: 'dana@shop.example',
    website: 'shop.example',
    services: ['seo', 'ai-chatbots', 'seo'],
    budget: '10k-25k',
    goals: 'Double organic revenue this year.',
    slot: '2026-01-15T15:30:00.000Z',
    time_zone: 'America/New_York',
  };

  it('names the missing contact details and time', () => {
    expect(messages(discoveryCallSchema, EMPTY_DISCOVERY_CALL)).toEqual({
      name: 'Enter your name',
      email: 'Enter your email address',
      slot: 'Choose a day and a free time',
      time_zone: 'Choose your time zone',
    });
  });

  it('refuses a time that is not an instant and unknown choices', () => {
    expect(messages(discoveryCallSchema, { ...booking, slot: 'tomorrow at ten' })).toEqual({
      slot: 'Choose a day and a free time',
    });
    expect(
      messages(discoveryCallSchema, {
        ...booking,
        budget: 'a-million',
        services: ['seo', 'world-domination'],
        time_zone: 'Mars/Base',
        website: 'not a site',
      }),
    ).toEqual({
      budget: 'Choose a budget from the list',
      'services.1': 'Choose services from the list',
      time_zone: 'Choose a time zone from the list',
      website: 'Enter a valid website address, like https://example.com',
    });
  });

  it('sends the details as book_discovery_call’s lead: slugs once, budget value, https website, the zone and attribution', () => {
    expect(bookingLead(discoveryCallSchema.parse(booking), { landing_page: '/book-discovery' })).toEqual({
      name: 'Dana Founder',
      email: 'dana@shop.example',
      phone: null,
      company: null,
      website: 'https://shop.example',
      services: ['seo', 'ai-chatbots'],
      budget: '10k-25k',
      goals: 'Double organic revenue this year.',
      time_zone: 'America/New_York',
      attribution: { landing_page: '/book-discovery' },
    });
  });

  it('offers every service of the route table', () => {
    expect(SERVICE_SLUGS).toHaveLength(15);
    expect(SERVICE_SLUGS).toContain('conversion-rate-optimization');
  });
});

describe('job application schema', () => {
  it('names the missing role, name, email and résumé', () => {
    expect(messages(jobApplicationFormSchema, emptyJobApplication())).toEqual({
      job_id: 'Choose the role you are applying for',
      full_name: 'Enter your name',
      email: 'Enter your email address',
      resume: 'Attach your résumé (PDF, DOC or DOCX, up to 10 MB)',
    });
  });

  it('checks the résumé before anything is uploaded', () => {
    const form = { ...emptyJobApplication(JOB_ID), full_name: 'Ari Applicant', email: 'ari@example.com' };
    const png = new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' });
    expect(messages(jobApplicationFormSchema, { ...form, resume: png })).toEqual({
      resume: 'Upload your résumé as a PDF, DOC or DOCX file',
    });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    expect(messages(jobApplicationFormSchema, { ...form, resume: huge })).toEqual({
      resume: 'Your résumé must be 10 MB or smaller',
    });
    expect(messages(jobApplicationFormSchema, { ...form, resume: pdf() })).toEqual({});
  });

  it('reads the résumé from the file input’s list of chosen files, as react-hook-form gives it', () => {
    const form = { ...emptyJobApplication(JOB_ID), full_name: 'Ari Applicant', email: 'ari@example.com' };
    const chosen = (files: File[]) =>
      Object.assign([...files], { item: (index: number) => files[index] ?? null }) as unknown as FileList;
    const cv = pdf();
    expect(jobApplicationFormSchema.parse({ ...form, resume: chosen([cv]) }).resume).toBe(cv);
    expect(messages(jobApplicationFormSchema, { ...form, resume: chosen([]) })).toEqual({
      resume: 'Attach your résumé (PDF, DOC or DOCX, up to 10 MB)',
    });
  });

  it('stores the details, the résumé path and the attribution, but not the file', () => {
    const values = jobApplicationFormSchema.parse({
      ...emptyJobApplication(JOB_ID),
      full_name: 'Ari Applicant',
      email: 'ARI@example.com',
      linkedin_url: 'www.linkedin.com/in/ari',
      portfolio_url: 'ari.design',
      cover_letter: '',
      resume: pdf(),
    });
    expect(jobApplicationRow(values, `${JOB_ID}/Resume.pdf`, {})).toEqual({
      job_id: JOB_ID,
      full_name: 'Ari Applicant',
      email: 'ari@example.com',
      phone: null,
      linkedin_url: 'https://www.linkedin.com/in/ari',
      portfolio_url: 'https://ari.design',
      cover_letter: null,
      resume_path: `${JOB_ID}/Resume.pdf`,
      attribution: {},
    });
    expect(jobApplicationSchema.safeParse({ ...values, job_id: 'not-a-job' }).success).toBe(false);
  });
});
