import { contentKeys } from '@admin/lib/content-resource/keys';
import { useOptimisticMutation } from '@admin/lib/content-resource/optimistic';
import { supabase } from '@admin/lib/supabase';
import type { FaqRow } from './list-faqs';

const keys = contentKeys('faqs');

/** Shows or hides an FAQ on the site: at once in the list, undone when the database refuses. */
export const useSetFaqPublished = () =>
  useOptimisticMutation<{ id: string; published: boolean }, FaqRow[]>({
    key: keys.ordered,
    refresh: keys.all,
    change: (faqs, { id, published }) =>
      faqs.map((faq) => (faq.id === id ? { ...faq, is_published: published } : faq)),
    save: async ({ id, published }) => {
      await supabase.from('faqs').update({ is_published: published }).eq('id', id).throwOnError();
    },
  });
