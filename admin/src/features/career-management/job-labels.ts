import type { Database } from '@lib/database.types';
import type { BadgeTone } from '@admin/components/ui/badge';

export type JobStatus = Database['public']['Enums']['job_status'];

export const JOB_STATUSES = ['draft', 'open', 'closed'] as const satisfies readonly JobStatus[];
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export const REMOTE_POLICIES = ['remote', 'hybrid', 'on_site'] as const;
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type RemotePolicy = (typeof REMOTE_POLICIES)[number];
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const STATUS_LOOK: Record<JobStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  open: { label: 'Open', tone: 'success' },
  closed: { label: 'Closed', tone: 'warning' },
};

export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

export const REMOTE_LABELS: Record<RemotePolicy, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  on_site: 'On-site',
};

export const PERIOD_LABELS: Record<SalaryPeriod, string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

export const employmentLabel = (value: string): string =>
  isOneOf(EMPLOYMENT_TYPES, value) ? EMPLOYMENT_LABELS[value] : value;

/** Today in the reader's time zone as YYYY-MM-DD, to compare with a date column. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The site hides an open job after its valid-through date. */
export const isExpired = (validThrough: string | null, now = new Date()): boolean =>
  validThrough !== null && validThrough < today(now);

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
/** "31 Dec 2026" for a date column's YYYY-MM-DD. */
export const formatDate = (value: string): string => dateFormat.format(new Date(`${value}T00:00:00Z`));
