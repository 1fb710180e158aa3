import { FunctionsHttpError } from '@supabase/supabase-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { NETWORK_MESSAGE } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';
import { checkResponse, type CheckResult } from '@functions/check-backlinks/contract';
import { BACKLINKS_KEY } from './backlinks';

/** The ids sent per call to the check-backlinks function (it takes at most 50). */
const BATCH = 10;

const errorBody = z.object({ error: z.object({ message: z.string() }) });

async function failureMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const body = errorBody.safeParse(await (error.context as Response).json().catch(() => undefined));
    if (body.success) return body.data.error.message;
    if ((error.context as Response).status === 401) return 'Your session has ended. Sign in again.';
  }
  return error instanceof Error && /fetch/i.test(error.message)
    ? NETWORK_MESSAGE
    : 'The check failed. Please try again.';
}

/** Checks up to 50 backlinks now (the edge function fetches each source page). */
export async function checkBacklinks(ids: readonly string[]): Promise<CheckResult[]> {
  const answer = await supabase.functions.invoke<unknown>('check-backlinks', { body: { ids } });
  const error: unknown = answer.error;
  if (error !== null) throw new Error(await failureMessage(error));
  return checkResponse.parse(answer.data).results;
}

/** Checks `ids` in batches, reporting progress after each; the list refreshes at the end. */
export async function checkInBatches(
  ids: readonly string[],
  onProgress: (done: number, total: number) => void,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    results.push(...(await checkBacklinks(ids.slice(start, start + BATCH))));
    onProgress(Math.min(start + BATCH, ids.length), ids.length);
  }
  return results;
}

/** "Check now" for one backlink. */
export function useCheckBacklink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const [result] = await checkBacklinks([id]);
      if (!result) throw new Error('This backlink no longer exists.');
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKLINKS_KEY }),
  });
}
