import * as z from 'zod/v4-mini';
import { characterCount } from '@lib/forms/fields';
import { SLUG_PATTERN } from '@lib/slug';
import { EMPLOYMENT_TYPES, JOB_STATUSES, REMOTE_POLICIES, SALARY_PERIODS } from './job-labels';

/** jobs' CHECKs (supabase/migrations/*_content.sql); a list item's length is the form's own rule. */
export const JOB_LIMITS = {
  title: 120,
  slug: 120,
  department: 60,
  location: 120,
  summary: 500,
  description: 20_000,
  listItems: 20,
  listItem: 300,
  salary: 2_000_000_000,
} as const;

const atMost = (max: number, what: string) =>
  z.refine<string>(
    (value) => characterCount(value) <= max,
    `Keep ${what} to ${max.toLocaleString('en-US')} characters or fewer.`,
  );
const required = (max: number, what: string, min = 1) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `Enter ${what}.`),
    z.refine<string>(
      (value) => characterCount(value) >= min,
      `Enter at least ${min} characters for ${what}.`,
    ),
    atMost(max, what),
  );
const optional = (max: number, what: string) => z.string().check(z.trim(), atMost(max, what));

const amount = z.string().check(
  z.trim(),
  z.regex(/^\d*$/, 'Enter a whole number without separators, or leave it empty.'),
  z.refine<string>(
    (value) => value === '' || Number(value) <= JOB_LIMITS.salary,
    'That amount is too large.',
  ),
);

const listItem = (what: string) => z.object({ text: required(JOB_LIMITS.listItem, what) });
const list = (what: string, noun: string) =>
  z
    .array(listItem(what))
    .check(z.maxLength(JOB_LIMITS.listItems, `Keep to ${JOB_LIMITS.listItems} ${noun} or fewer.`));

export const jobSchema = z
  .object({
    title: required(JOB_LIMITS.title, 'the job title', 3),
    slug: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter a slug: it is the job’s address on the site.'),
        z.maxLength(JOB_LIMITS.slug, `Keep the slug to ${JOB_LIMITS.slug} characters or fewer.`),
        z.regex(
          SLUG_PATTERN,
          'Use lowercase letters, digits and single hyphens, like senior-seo-strategist.',
        ),
      ),
    department: required(JOB_LIMITS.department, 'the department'),
    location: required(JOB_LIMITS.location, 'the location'),
    employment_type: z.enum(EMPLOYMENT_TYPES, 'Choose the type of employment.'),
    remote_policy: z.enum(REMOTE_POLICIES, 'Choose where the work happens.'),
    salary_min: amount,
    salary_max: amount,
    salary_currency: z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(/^[A-Z]{3}$/, 'Enter a three-letter currency code, like USD or EUR.'),
      ),
    salary_period: z.enum(SALARY_PERIODS, 'Choose the salary period.'),
    summary: optional(JOB_LIMITS.summary, 'the summary'),
    description: optional(JOB_LIMITS.description, 'the description'),
    requirements: list('the requirement', 'requirements'),
    benefits: list('the benefit', 'benefits'),
    status: z.enum(JOB_STATUSES, 'Choose a status.'),
    valid_through: z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Enter a date, or leave it empty.')),
  })
  .check(
    z.refine(
      (job) =>
        job.salary_min === '' || job.salary_max === '' || Number(job.salary_min) <= Number(job.salary_max),
      { path: ['salary_max'], error: 'The maximum must be at least the minimum.' },
    ),
  );

export type JobInput = z.input<typeof jobSchema>;
export type JobForm = z.output<typeof jobSchema>;

export const EMPTY_JOB: JobInput = {
  title: '',
  slug: '',
  department: '',
  location: '',
  employment_type: 'full_time',
  remote_policy: 'hybrid',
  salary_min: '',
  salary_max: '',
  salary_currency: 'USD',
  salary_period: 'year',
  summary: '',
  description: '',
  requirements: [],
  benefits: [],
  status: 'draft',
  valid_through: '',
};
