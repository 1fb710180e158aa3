import { supabase } from '@admin/lib/supabase';

interface CountRow {
  job_id: string;
  applications: number;
}

const isCountRow = (row: unknown): row is CountRow =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as { job_id?: unknown }).job_id === 'string' &&
  typeof (row as { applications?: unknown }).applications === 'number';

/** How many applications each of these jobs has (RPC job_application_counts: one call for a page). */
export async function applicationCounts(jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const { data, error } = await supabase.rpc('job_application_counts', { job_ids: jobIds });
  if (error) throw error;
  const rows: unknown[] = Array.isArray(data) ? data : [];
  return new Map(rows.filter(isCountRow).map((row) => [row.job_id, row.applications]));
}
