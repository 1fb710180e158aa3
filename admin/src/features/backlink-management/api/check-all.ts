import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { BACKLINKS_KEY, type BacklinkQuery, matchingBacklinks } from './backlinks';
import type { CheckResult } from '@functions/check-backlinks/contract';
import { checkInBatches } from './check-backlinks';

/** "Check all": every backlink matching the list's search and status filter, a batch at a time. */
export function useCheckAll(onProgress: (done: number, total: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (query: BacklinkQuery): Promise<CheckResult[]> => {
      const rows = await fetchAllRows<{ id: string }>((from, to) =>
        matchingBacklinks(query, 'id').order('id').range(from, to),
      );
      onProgress(0, rows.length);
      return checkInBatches(
        rows.map((row) => row.id),
        onProgress,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKLINKS_KEY }),
  });
}

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
