import { z } from 'zod';

/**
 * What the outbox rows' payloads hold (snapshots of the lead the database trigger took). Values are
 * the visitor's: checked for shape here, made safe where they are written into an email.
 */
const text = z.string().nullish();

export const attributionSchema = z.record(z.unknown()).catch({});

export const contactLeadSchema = z.object({
  id: z.string(),
  kind: z.enum(['contact', 'discovery_call']),
  name: z.string(),
  email: z.string(),
  phone: text,
  company: text,
  website: text,
  subject: text,
  message: text,
  services: z.array(z.string()).nullish(),
  budget: text,
  goals: text,
  preferred_date: text,
  preferred_time: text,
  time_zone: text,
  attribution: attributionSchema.nullish(),
  created_at: text,
});
export type ContactLead = z.infer<typeof contactLeadSchema>;

export const jobApplicationLeadSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: text,
  linkedin_url: text,
  portfolio_url: text,
  cover_letter: text,
  attribution: attributionSchema.nullish(),
  created_at: text,
  job: z.object({ id: z.string(), title: z.string(), slug: z.string().nullish() }).nullish(),
});
export type JobApplicationLead = z.infer<typeof jobApplicationLeadSchema>;

export const newsletterConfirmSchema = z.object({
  email: z.string(),
  confirm_token: z.string().min(1),
  unsubscribe_token: z.string().min(1),
});
export type NewsletterConfirm = z.infer<typeof newsletterConfirmSchema>;
