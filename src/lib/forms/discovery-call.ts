/**
 * The discovery-call booking (/book-discovery): contact details, the business, what it needs, and
 * a free time (an instant free_call_slots offered) with the zone the visitor saw it in. The
 * database stores the details as a contact_submissions row of kind discovery_call.
 */
import * as z from 'zod/v4-mini';
import { SERVICE_GROUPS } from '../routes.ts';
import { isTimeZone } from './booking-slot.ts';
import { contactDetails, EMPTY_CONTACT_DETAILS, LIMITS, optionalText, optionalWebAddress } from './fields.ts';

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

const services = z.pipe(
  z
    .array(
      z.string().check(z.refine((slug) => SERVICE_SLUGS.includes(slug), 'Choose services from the list')),
    )
    .check(z.maxLength(LIMITS.services)),
  z.transform((slugs: string[]) => [...new Set(slugs)]),
);

const budget = z.pipe(
  z
    .string()
    .check(z.refine((value) => value === '' || BUDGETS.includes(value), 'Choose a budget from the list')),
  z.transform((value: string) => (value === '' ? null : (value as Budget))),
);

/** What the visitor sees when no time is chosen. */
export const CHOOSE_A_TIME = 'Choose a day and a free time';

/** The details and the chosen time. Whether the time is still free only the database knows. */
export const discoveryCallSchema = z.object({
  ...contactDetails,
  website: optionalWebAddress('Enter a valid website address, like https://example.com'),
  services,
  budget,
  goals: optionalText(LIMITS.goals, 'your goals'),
  slot: z.string().check(
    z.minLength(1, CHOOSE_A_TIME),
    z.refine((value) => !Number.isNaN(Date.parse(value)), CHOOSE_A_TIME),
  ),
  time_zone: z
    .string()
    .check(z.minLength(1, 'Choose your time zone'), z.refine(isTimeZone, 'Choose a time zone from the list')),
});

export type DiscoveryCallInput = z.input<typeof discoveryCallSchema>;
export type DiscoveryCallValues = z.output<typeof discoveryCallSchema>;

export const EMPTY_DISCOVERY_CALL: DiscoveryCallInput = {
  ...EMPTY_CONTACT_DETAILS,
  website: '',
  services: [],
  budget: '',
  goals: '',
  slot: '',
  time_zone: '',
};
