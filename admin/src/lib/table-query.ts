import type { PostgrestError } from '@supabase/supabase-js';
import type { TablePage } from './table-state';

/** PostgREST's answer to a range past the last row. */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/**
 * One page from a `select(…, { count: 'exact' }).range(…)` result. A page past the end (the list
 * shrank) is an empty page rather than an error, so the table can offer to go back.
 */
export function toTablePage<Row>(result: {
  data: Row[] | null;
  count: number | null;
  error: PostgrestError | null;
}): TablePage<Row> {
  if (result.error?.code === RANGE_NOT_SATISFIABLE) return { rows: [], total: result.count ?? 0 };
  if (result.error) throw result.error;
  return { rows: result.data ?? [], total: result.count ?? 0 };
}
