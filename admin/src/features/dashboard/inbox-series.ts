import type { DailyCounts } from './api/get-dashboard-stats';

/** The inboxes the chart stacks, bottom up, with their legend names and colours. */
export const INBOX_SERIES = [
  { key: 'contact', label: 'Contact', colour: 'fill-brand-700' },
  { key: 'discovery_call', label: 'Discovery calls', colour: 'fill-brand-400' },
  { key: 'applications', label: 'Applications', colour: 'fill-ink-600' },
  { key: 'newsletter', label: 'Newsletter', colour: 'fill-accent-400' },
] as const;

export const dayTotal = (day: DailyCounts): number =>
  INBOX_SERIES.reduce((sum, series) => sum + day[series.key], 0);
