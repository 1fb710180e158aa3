import { contentKeys } from '@admin/lib/content-resource/keys';
import { useOptimisticMutation } from '@admin/lib/content-resource/optimistic';
import { reorderContent } from '@admin/lib/reorder';
import type { FaqRow } from './list-faqs';

const keys = contentKeys('faqs');

/** The list with one category's FAQs in the order of `ids`, in the places that category had. */
function withOrder(faqs: FaqRow[], ids: string[]): FaqRow[] {
  const byId = new Map(faqs.map((faq) => [faq.id, faq]));
  const moved = ids.flatMap((id) => byId.get(id) ?? []);
  const reordered = new Set(ids);
  let next = 0;
  return faqs.map((faq) => {
    if (!reordered.has(faq.id)) return faq;
    const placed = moved[next] ?? faq;
    next += 1;
    return { ...placed, sort_order: next };
  });
}

/** Puts one category's FAQs (all their ids) in a new order; other categories keep theirs. */
export const useReorderFaqs = () =>
  useOptimisticMutation<string[], FaqRow[]>({
    key: keys.ordered,
    refresh: keys.all,
    change: withOrder,
    save: (ids) => reorderContent('faqs', ids),
  });
