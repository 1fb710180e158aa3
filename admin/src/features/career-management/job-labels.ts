import type { BadgeTone } from '@admin/components/ui/badge';

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
