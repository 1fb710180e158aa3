import * as z from 'zod/v4-mini';

/**
 * What the outbox rows' payloads hold (snapshots of the lead the database trigger took). Values are
 * the visitor's: checked for shape here, made safe where they are written into an email.
 */
const text = z.nullish(z.string());

export const attributionSchema = z.catch(z.record(z.string(), z.unknown()), {});

const instant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a timestamp'));
const timeZone = z.string().check(
  z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'not an IANA time zone'),
);

/** A booked discovery call as the database's triggers snapshot it for its emails. */
export const discoveryCallSchema = z.object({
  id: z.string(),
  sequence: z.int().check(z.nonnegative()),
  status: z.enum(['booked', 'completed', 'no_show', 'cancelled']),
  starts_at: instant,
  ends_at: instant,
  meeting_minutes: z.int().check(z.positive()),
  agency_time_zone: timeZone,
  visitor_time_zone: timeZone,
  host: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    meeting_url: text,
  }),
  previous_starts_at: z.nullish(instant),
  cancelled_by: z.nullish(z.enum(['visitor', 'staff'])),
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
  services: z.nullish(z.array(z.string())),
  budget: text,
  goals: text,
  preferred_date: text,
  preferred_time: text,
  time_zone: text,
  attribution: z.nullish(attributionSchema),
  created_at: text,
  /** The booked call (`staff.discovery_call` since calls are booked; absent from older rows). */
  call: z.nullish(discoveryCallSchema),
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
  attribution: z.nullish(attributionSchema),
  created_at: text,
  job: z.nullish(z.object({ id: z.string(), title: z.string(), slug: z.nullish(z.string()) })),
});
export type JobApplicationLead = z.infer<typeof jobApplicationLeadSchema>;

export const newsletterConfirmSchema = z.object({
  email: z.string(),
  confirm_token: z.string().check(z.minLength(1)),
  unsubscribe_token: z.string().check(z.minLength(1)),
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
  services: z.nullish(z.array(z.string())),
  budget: text,
  goals: text,
  attribution: z.nullish(attributionSchema),
  created_at: text,
});
export type CallLead = z.infer<typeof callLeadSchema>;

/** The payload of every `visitor.call_*` and `host.call_*` message. */
export const callMessageSchema = z.object({
  call: discoveryCallSchema,
  lead: callLeadSchema,
  /** The manage link's token (visitor.call_booked, _rescheduled and _reminder). */
  manage_token: z.optional(z.string().check(z.minLength(1))),
});
export type CallMessage = z.infer<typeof callMessageSchema>;
