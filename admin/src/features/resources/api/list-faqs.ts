import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { contentKeys } from '@admin/lib/content-resource/keys';
import { supabase } from '@admin/lib/supabase';

export type FaqRow = Pick<
  Tables<'faqs'>,
  'id' | 'question' | 'answer' | 'category' | 'sort_order' | 'is_published'
>;

/** The FAQs as the content-resource layer names them (deletion, refusals). */
export const FAQS = { table: 'faqs', names: { one: 'FAQ', many: 'FAQs' } } as const;

const keys = contentKeys('faqs');

/** Every FAQ, by category and then in its order (as the site lists them). */
export const faqsQuery = () =>
  queryOptions({
    queryKey: keys.ordered,
    queryFn: async (): Promise<FaqRow[]> => {
      const { data } = await supabase
        .from('faqs')
        .select('id, question, answer, category, sort_order, is_published')
        .is('deleted_at', null)
        .order('category')
        .order('sort_order')
        .order('created_at')
        .limit(1000)
        .throwOnError();
      return data;
    },
  });

export const useFaqs = () => useQuery(faqsQuery());

export interface FaqGroup {
  category: string;
  faqs: FaqRow[];
}

/** The FAQs grouped by category, keeping their order. */
export function groupFaqs(faqs: readonly FaqRow[]): FaqGroup[] {
  const groups = new Map<string, FaqRow[]>();
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  return [...groups].map(([category, items]) => ({ category, faqs: items }));
}
