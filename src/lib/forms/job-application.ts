/** The job application (/careers): the role, the applicant and their résumé. Keys are job_applications' columns. */
import * as z from 'zod/v4-mini';
import type { Attribution } from '../attribution.ts';
import type { TablesInsert } from '../database.types.ts';
import {
  emailAddress,
  LIMITS,
  optionalLinkedInUrl,
  optionalPhone,
  optionalText,
  optionalWebAddress,
  personName,
} from './fields.ts';
import { resumeFile } from './resume.ts';

/** The applicant's details (the admin edits these; the résumé is a separate file). */
export const jobApplicationSchema = z.object({
  job_id: z.string().check(z.guid('Choose the role you are applying for')),
  full_name: personName,
  email: emailAddress,
  phone: optionalPhone,
  linkedin_url: optionalLinkedInUrl,
  portfolio_url: optionalWebAddress('Enter a valid portfolio address, like https://example.com'),
  cover_letter: optionalText(LIMITS.coverLetter, 'your cover letter'),
});

/** The public form: the details and the résumé file to upload. */
export const jobApplicationFormSchema = z.extend(jobApplicationSchema, { resume: resumeFile });

export type JobApplicationValues = z.output<typeof jobApplicationSchema>;
export type JobApplicationFormInput = z.input<typeof jobApplicationFormSchema>;
export type JobApplicationFormValues = z.output<typeof jobApplicationFormSchema>;

export const emptyJobApplication = (jobId = ''): JobApplicationFormInput => ({
  job_id: jobId,
  full_name: '',
  email: '',
  phone: '',
  linkedin_url: '',
  portfolio_url: '',
  cover_letter: '',
  resume: null,
});

/** The row an application is stored as: the details, where the résumé was uploaded, the attribution. */
export function jobApplicationRow(
  values: JobApplicationValues,
  resumePath: string,
  attribution: Attribution,
): TablesInsert<'job_applications'> {
  const { job_id, full_name, email, phone, linkedin_url, portfolio_url, cover_letter } = values;
  return {
    job_id,
    full_name,
    email,
    phone,
    linkedin_url,
    portfolio_url,
    cover_letter,
    resume_path: resumePath,
    attribution,
  };
}
