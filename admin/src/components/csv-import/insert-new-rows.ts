import type { PostgrestError } from '@supabase/supabase-js';
import type { ImportPlan, ImportReport } from './import-plan';

const BATCH = 500;

/**
 * Writes a plan's rows 500 at a time through `insert` (an upsert that ignores rows already stored
 * and returns the ones it added), reporting progress after each batch.
 */
export async function insertNewRows<Row, Invalid>(
  plan: ImportPlan<Row, Invalid>,
  insert: (batch: Row[]) => PromiseLike<{ data: unknown[] | null; error: PostgrestError | null }>,
  onProgress: (done: number, total: number) => void,
): Promise<ImportReport<Invalid>> {
  let added = 0;
  const total = plan.rows.length;
  for (let start = 0; start < total; start += BATCH) {
    const { data, error } = await insert(plan.rows.slice(start, start + BATCH));
    if (error) throw error;
    added += data?.length ?? 0;
    onProgress(Math.min(start + BATCH, total), total);
  }
  return {
    added,
    alreadyThere: total - added,
    duplicatesInFile: plan.duplicatesInFile,
    invalid: plan.invalid,
  };
}
