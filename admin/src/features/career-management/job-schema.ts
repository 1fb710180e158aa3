import * as z from 'zod/v4-mini';
import type { Tables, TablesInsert } from '@lib/database.types';
import type { BadgeTone } from '@admin/components/ui/badge';
import { countedRequiredText, countedText, slugSchema } from '@admin/lib/content-resource/schema-parts';

export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export const REMOTE_POLICIES = ['remote', 'hybrid', 'on_site'] as const;
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;

export const STATUS_LABELS: Record<(typeof JOB_STATUSES)[number], string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
};
export const STATUS_TONES: Record<(typeof JOB_STATUSES)[number], BadgeTone> = {
  draft: 'neutral',
  open: 'success',
  closed: 'warning',
};

export const EMPLOYMENT_LABELS: Record<string, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

export const REMOTE_LABELS = { remote: 'Remote', hybrid: 'Hybrid', on_site: 'On-site' };
export const PERIOD_LABELS = { year: 'per year', month: 'per month', hour: 'per hour' };

/** The site hides an open job after its valid-through date (compared with the reader's today). */
export function isExpired(validThrough: string | null): boolean {
  const now = new Date();
  const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  return validThrough !== null && validThrough < today;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
/** "31 Dec 2026" for a date column's YYYY-MM-DD. */
export const formatDate = (value: string): string => dateFormat.format(new Date(`${value}T00:00:00Z`));

export type Job = Tables<'jobs'>;
export type JobInput = z.input<typeof jobSchema>;
export type JobValues = z.output<typeof jobSchema>;

/** jobs' CHECKs (supabase/migrations/*_content.sql); a list item's length is the form's own rule. */
export const JOB_LIMITS = {
  title: 120,
  department: 60,
  location: 120,
  summary: 500,
  description: 20_000,
  listItems: 20,
  listItem: 300,
  salary: 2_000_000_000,
} as const;

const amount = z.string().check(
  z.trim(),
  z.regex(/^\d*$/, 'Enter a whole number without separators, or leave it empty.'),
  z.refine<string>(
    (value) => value === '' || Number(value) <= JOB_LIMITS.salary,
    'That amount is too large.',
  ),
);

const list = (what: string, noun: string) =>
  z
    .array(z.object({ text: countedRequiredText(JOB_LIMITS.listItem, what) }))
    .check(z.maxLength(JOB_LIMITS.listItems, `Keep to ${JOB_LIMITS.listItems} ${noun} or fewer.`));

export const jobSchema = z
  .object({
    title: countedRequiredText(JOB_LIMITS.title, 'the job title', 3),
    slug: slugSchema('senior-seo-strategist'),
    department: countedRequiredText(JOB_LIMITS.department, 'the department'),
    location: countedRequiredText(JOB_LIMITS.location, 'the location'),
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
    summary: countedText(JOB_LIMITS.summary, 'the summary'),
    description: countedText(JOB_LIMITS.description, 'the description'),
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

/** The stored choice, if it is one the form knows (the database allows no others). */
const known = <T extends string>(options: readonly T[], value: string | undefined, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/** A stored job as the form's values; null gives a new one's empty form. */
export const jobFormOf = (job: Job | null): JobInput => ({
  title: job?.title ?? '',
  slug: job?.slug ?? '',
  department: job?.department ?? '',
  location: job?.location ?? '',
  salary_currency: job?.salary_currency ?? 'USD',
  summary: job?.summary ?? '',
  description: job?.description ?? '',
  status: job?.status ?? 'draft',
  employment_type: known(EMPLOYMENT_TYPES, job?.employment_type, 'full_time'),
  remote_policy: known(REMOTE_POLICIES, job?.remote_policy, 'hybrid'),
  salary_period: known(SALARY_PERIODS, job?.salary_period, 'year'),
  salary_min: job?.salary_min?.toString() ?? '',
  salary_max: job?.salary_max?.toString() ?? '',
  requirements: job?.requirements.map((text) => ({ text })) ?? [],
  benefits: job?.benefits.map((text) => ({ text })) ?? [],
  valid_through: job?.valid_through ?? '',
});

const amountOf = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * The columns a save writes. A job opened for the first time is dated now (the database requires
 * a publication time for an open job); a date it has is kept, also once it is closed.
 */
export const jobContentOf = (values: JobValues, stored: Job | null): TablesInsert<'jobs'> => ({
  ...values,
  salary_min: amountOf(values.salary_min),
  salary_max: amountOf(values.salary_max),
  requirements: values.requirements.map((item) => item.text),
  benefits: values.benefits.map((item) => item.text),
  valid_through: values.valid_through || null,
  published_at: stored?.published_at ?? (values.status === 'open' ? new Date().toISOString() : null),
});
