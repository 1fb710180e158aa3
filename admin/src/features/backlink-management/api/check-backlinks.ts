import { FunctionsHttpError } from '@supabase/supabase-js';
import * as z from 'zod/v4-mini';
import { NETWORK_MESSAGE } from '@admin/lib/errors';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { useRefreshingMutation } from '@admin/lib/query-client';
import { supabase } from '@admin/lib/supabase';
import { checkResponse, type CheckResult } from '@functions/check-backlinks/contract';
import { BACKLINKS_KEY, type BacklinkQuery, matchingBacklinks } from './backlinks';

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
async function checkBacklinks(ids: readonly string[]): Promise<CheckResult[]> {
  const answer = await supabase.functions.invoke<unknown>('check-backlinks', { body: { ids } });
  const error: unknown = answer.error;
  if (error !== null) throw new Error(await failureMessage(error));
  return checkResponse.parse(answer.data).results;
}

/** "Check now" for one backlink; the list refreshes after it. */
export const useCheckBacklink = () =>
  useRefreshingMutation(BACKLINKS_KEY, async (id: string) => {
    const [result] = await checkBacklinks([id]);
    if (!result) throw new Error('This backlink no longer exists.');
    return result;
  });

/**
 * "Check all": every backlink matching the list's search and status filter, a batch at a time,
 * reporting progress after each; the list refreshes at the end.
 */
export const useCheckAll = (onProgress: (done: number, total: number) => void) =>
  useRefreshingMutation(BACKLINKS_KEY, async (query: BacklinkQuery) => {
    const rows = await fetchAllRows<{ id: string }>((from, to) =>
      matchingBacklinks(query, 'id').order('id').range(from, to),
    );
    const results: CheckResult[] = [];
    onProgress(0, rows.length);
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH).map((row) => row.id);
      results.push(...(await checkBacklinks(batch)));
      onProgress(Math.min(start + BATCH, rows.length), rows.length);
    }
    return results;
  });

/** "12 checked: 9 live, 2 lost, 1 broken." */
export function checkSummary(results: readonly CheckResult[]): string {
  const count = (status: CheckResult['status']) => results.filter((r) => r.status === status).length;
  return `${String(results.length)} checked: ${String(count('live'))} live, ${String(count('lost'))} lost, ${String(count('broken'))} broken.`;
}

/** One check's outcome in words for a toast. */
export function checkOutcome(result: CheckResult): { title: string; description: string } {
  if (result.status === 'live')
    return {
      title: 'Live',
      description: result.anchor_text ? `Linked with “${result.anchor_text}”.` : 'The link is on the page.',
    };
  return { title: result.status === 'lost' ? 'Lost' : 'Broken', description: result.reason ?? '' };
}
