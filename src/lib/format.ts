/** How the site writes dates, sizes, durations and money (en-US, dates in UTC so a build anywhere prints the same). */

export const formatDate = (date: Date): string =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export function formatFileSize(bytes: number | null): string | undefined {
  if (bytes === null) return undefined;
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** 3412 → "56:52"; 4000 → "1:06:40". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** 3412 → "PT56M52S" (ISO 8601, as structured data wants durations). */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export const EMPLOYMENT_TYPE_LABELS = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
} as const;

export const REMOTE_POLICY_LABELS = { remote: 'Remote', hybrid: 'Hybrid', on_site: 'On-site' } as const;

/** "$95,000–$120,000 a year", or undefined when no range is published. */
export function formatSalary(
  min: number | null,
  max: number | null,
  currency: string,
  period: 'year' | 'month' | 'hour',
): string | undefined {
  if (min === null && max === null) return undefined;
  const money = (n: number) =>
    n.toLocaleString('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
  const per = { year: 'a year', month: 'a month', hour: 'an hour' }[period];
  if (min !== null && max !== null)
    return min === max ? `${money(min)} ${per}` : `${money(min)}–${money(max)} ${per}`;
  return min !== null ? `From ${money(min)} ${per}` : `Up to ${money(max ?? 0)} ${per}`;
}

export const FILE_TYPE_LABELS = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  zip: 'ZIP',
  rar: 'RAR',
} as const;

/** "Maya Okafor" → "MO": the stand-in where a person has no photo. */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('');
