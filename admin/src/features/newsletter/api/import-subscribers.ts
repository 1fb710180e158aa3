import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { ImportPlan, InvalidRow } from '../import-plan';
import { NEWSLETTER_KEY } from './subscribers';

const BATCH = 500;

export interface ImportReport {
  added: number;
  alreadySubscribed: number;
  duplicatesInFile: number;
  invalid: InvalidRow[];
}

/**
 * Adds a plan's subscribers 500 at a time; addresses already subscribed are skipped by the
 * database (on conflict do nothing), and the rows it returns are the ones it added.
 */
export async function importSubscribers(
  plan: ImportPlan,
  onProgress: (done: number, total: number) => void,
): Promise<ImportReport> {
  let added = 0;
  for (let start = 0; start < plan.rows.length; start += BATCH) {
    const batch = plan.rows.slice(start, start + BATCH);
    const { data } = await supabase
      .from('newsletter_signups')
      .upsert(
        batch.map((row) => ({ ...row, is_active: true })),
        { onConflict: 'email', ignoreDuplicates: true },
      )
      .select('email')
      .throwOnError();
    added += data.length;
    onProgress(Math.min(start + BATCH, plan.rows.length), plan.rows.length);
  }
  return {
    added,
    alreadySubscribed: plan.rows.length - added,
    duplicatesInFile: plan.duplicatesInFile,
    invalid: plan.invalid,
  };
}

export function useImportSubscribers(onProgress: (done: number, total: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: ImportPlan) => importSubscribers(plan, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEWSLETTER_KEY }),
  });
}
