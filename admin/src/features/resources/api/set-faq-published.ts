import { supabase } from '@admin/lib/supabase';
import { useOptimisticFaqs } from './optimistic-faqs';

/** Shows or hides an FAQ on the site. */
export const useSetFaqPublished = () =>
  useOptimisticFaqs(
    async ({ id, published }: { id: string; published: boolean }) => {
      await supabase.from('faqs').update({ is_published: published }).eq('id', id).throwOnError();
    },
    (faqs, { id, published }) =>
      faqs.map((faq) => (faq.id === id ? { ...faq, is_published: published } : faq)),
  );
