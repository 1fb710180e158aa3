import { z } from 'zod';

/**
 * What the outbox rows' payloads hold (snapshots of the lead the database trigger took). Values are
 * the visitor's: checked for shape here, made safe where they are written into an email.
 */
const text = z.string().nullish();

export const attributionSchema = z.record(z.unknown()).catch({});

const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a timestamp');
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'not an IANA time zone');

/** A booked discovery call as the database's triggers snapshot it for its emails. */
export const discoveryCallSchema = z.object({
  id: z.string(),
  sequence: z.number().int().nonnegative(),
  status: z.enum(['booked', 'completed', 'no_show', 'cancelled']),
  starts_at: instant,
  ends_at: instant,
  meeting_minutes: z.number().int().positive(),
  agency_time_zone: timeZone,
  visitor_time_zone: timeZone,
  host: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    meeting_url: text,
  }),
  previous_starts_at: instant.nullish(),
  cancelled_by: z.enum(['visitor', 'staff']).nullish(),
  cancel_reason: text,
});
export type DiscoveryCall = z.infer<typeof discoveryCallSchema>;

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
  /** The booked call (`staff.discovery_call` since calls are booked; absent from older rows). */
  call: discoveryCallSchema.nullish(),
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

/** The lead who booked the call (their contact_submissions row). */
export const callLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: text,
  company: text,
  website: text,
  services: z.array(z.string()).nullish(),
  budget: text,
  goals: text,
  attribution: attributionSchema.nullish(),
  created_at: text,
});
export type CallLead = z.infer<typeof callLeadSchema>;

/** The payload of every `visitor.call_*` and `host.call_*` message. */
export const callMessageSchema = z.object({
  call: discoveryCallSchema,
  lead: callLeadSchema,
  /** The manage link's token (visitor.call_booked, _rescheduled and _reminder). */
  manage_token: z.string().min(1).optional(),
});
export type CallMessage = z.infer<typeof callMessageSchema>;
