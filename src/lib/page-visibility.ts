/**
 * What a page does with the answer of its visibility check (spec §4): no record → visible; a query
 * error → left shown; `is_visible` false → off to /404.
 */
export type VisibilityDecision = 'show' | 'redirect';

export interface VisibilityAnswer {
  data: { is_visible: boolean } | null;
  error: unknown;
}

export function visibilityDecision(answer: VisibilityAnswer): VisibilityDecision {
  if (answer.error) return 'show';
  if (answer.data === null) return 'show';
  return answer.data.is_visible ? 'show' : 'redirect';
}

/** Where a hidden page sends its visitor. */
export const HIDDEN_PAGE_TARGET = '/404';
