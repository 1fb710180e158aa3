import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { FAQS_KEY } from './list-faqs';

export const useDeleteFaq = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await supabase.from('faqs').delete().eq('id', id).throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQS_KEY }),
  });
};
