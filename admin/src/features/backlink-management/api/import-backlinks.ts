import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { BacklinkImportPlan, InvalidBacklinkRow } from '../import-plan';
import { BACKLINKS_KEY } from './backlinks';

const BATCH = 500;

export interface BacklinkImportReport {
  added: number;
  alreadyTracked: number;
  duplicatesInFile: number;
  invalid: InvalidBacklinkRow[];
}

/** Adds a plan's backlinks 500 at a time; pairs already tracked are skipped by the database. */
export function useImportBacklinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: BacklinkImportPlan): Promise<BacklinkImportReport> => {
      let added = 0;
      for (let start = 0; start < plan.rows.length; start += BATCH) {
        const { data } = await supabase
          .from('backlinks')
          .upsert(plan.rows.slice(start, start + BATCH), {
            onConflict: 'source_url,target_url',
            ignoreDuplicates: true,
          })
          .select('id')
          .throwOnError();
        added += data.length;
      }
      return {
        added,
        alreadyTracked: plan.rows.length - added,
        duplicatesInFile: plan.duplicatesInFile,
        invalid: plan.invalid,
      };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKLINKS_KEY }),
  });
}
