import { ApiError } from '../errors.ts';
import type { SelectItem } from './select.ts';

/**
 * Each embedded resource is a subquery of its own: a few hundred of them in one URL make a plan
 * that exhausts the database's memory. No page of the product embeds more than a handful.
 */
export const MAX_EMBEDS = 50;

function countEmbeds(items: SelectItem[]): number {
  let count = 0;
  for (const item of items) if (item.type === 'embed') count += 1 + countEmbeds(item.children);
  return count;
}

/** Refuses a `select` that embeds more resources than a plan may hold, before anything is planned. */
export function assertPlanSize(select: SelectItem[]): void {
  const embeds = countEmbeds(select);
  if (embeds <= MAX_EMBEDS) return;
  throw new ApiError(
    400,
    'PGRST100',
    `The select parameter embeds ${String(embeds)} resources; a request may embed at most ${String(MAX_EMBEDS)}`,
    null,
    'Split the request into smaller ones',
  );
}
