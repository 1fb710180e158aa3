import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { FAQS_KEY } from './list-faqs';

export type FaqValues = Pick<TablesInsert<'faqs'>, 'question' | 'answer' | 'category' | 'is_published'>;

/** Adds an FAQ at the end of its category (id null), or changes one. */
export const useSaveFaq = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      values,
      sortOrder,
    }: {
      id: string | null;
      values: FaqValues;
      sortOrder: number;
    }) => {
      if (id === null)
        await supabase
          .from('faqs')
          .insert({ ...values, sort_order: sortOrder })
          .throwOnError();
      else await supabase.from('faqs').update(values).eq('id', id).throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQS_KEY }),
  });
};
