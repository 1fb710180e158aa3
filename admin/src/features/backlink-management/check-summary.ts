import type { CheckResult } from '@functions/check-backlinks/contract';

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
