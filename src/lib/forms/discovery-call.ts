/**
 * The discovery-call booking (/book-discovery): contact details, the business, what it needs and a
 * preferred slot. Keys are contact_submissions' columns; the row's kind is discovery_call.
 */
import { z } from 'zod';
import type { Attribution } from '../attribution.ts';
import type { TablesInsert } from '../database.types.ts';
import { SERVICE_GROUPS } from '../routes.ts';
import { isCalendarDate, isTimeZone, slotProblem, TIME_PATTERN } from './booking-slot.ts';
import {
  emailAddress,
  LIMITS,
  optionalPhone,
  optionalText,
  optionalWebAddress,
  personName,
} from './fields.ts';

/** The budget ranges the database accepts, as visitors read them. */
export const BUDGET_OPTIONS = [
  { value: 'under-5k', label: 'Under $5,000 a month' },
  { value: '5k-10k', label: '$5,000 to $10,000 a month' },
  { value: '10k-25k', label: '$10,000 to $25,000 a month' },
  { value: '25k-50k', label: '$25,000 to $50,000 a month' },
  { value: '50k-plus', label: 'More than $50,000 a month' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const;
export type Budget = (typeof BUDGET_OPTIONS)[number]['value'];
const BUDGETS: readonly string[] = BUDGET_OPTIONS.map((option) => option.value);

/** Every service's slug (the services column stores these). */
export const SERVICE_SLUGS: readonly string[] = SERVICE_GROUPS.flatMap((group) =>
  group.services.map((service) => service.slug),
);

const services = z
  .array(z.string().refine((slug) => SERVICE_SLUGS.includes(slug), 'Choose services from the list'))
  .max(LIMITS.services)
  .transform((slugs) => [...new Set(slugs)]);

const budget = z
  .string()
  .refine((value) => value === '' || BUDGETS.includes(value), 'Choose a budget from the list')
  .transform((value) => (value === '' ? null : (value as Budget)));

/** The fields and their own rules; the admin uses these to edit a booking whose date has passed. */
export const discoveryCallFields = z.object({
  name: personName,
  email: emailAddress,
  phone: optionalPhone,
  company: optionalText(LIMITS.company, 'the company name'),
  website: optionalWebAddress('Enter a valid website address, like https://example.com'),
  services,
  budget,
  goals: optionalText(LIMITS.goals, 'your goals'),
  preferred_date: z.string().min(1, 'Choose a date').refine(isCalendarDate, 'Enter a valid date'),
  preferred_time: z.string().min(1, 'Choose a time').regex(TIME_PATTERN, 'Choose a time from the list'),
  time_zone: z
    .string()
    .min(1, 'Choose your time zone')
    .refine(isTimeZone, 'Choose a time zone from the list'),
});

/** What a visitor may book: the fields, and a weekday business-hours slot that has not passed. */
export const discoveryCallSchema = discoveryCallFields.superRefine((values, ctx) => {
  const problem = slotProblem(values.preferred_date, values.preferred_time, values.time_zone, new Date());
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [problem.field], message: problem.message });
});

export type DiscoveryCallInput = z.input<typeof discoveryCallSchema>;
export type DiscoveryCallValues = z.output<typeof discoveryCallSchema>;

export const EMPTY_DISCOVERY_CALL: DiscoveryCallInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  website: '',
  services: [],
  budget: '',
  goals: '',
  preferred_date: '',
  preferred_time: '',
  time_zone: '',
};

/** The row a booking is stored as, with the visit's attribution. */
export const discoveryCallRow = (
  values: DiscoveryCallValues,
  attribution: Attribution,
): TablesInsert<'contact_submissions'> => ({ kind: 'discovery_call', ...values, attribution });
