import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatWidgetValues } from '@admin/lib/settings/chat-widget';
import { supabase } from '@admin/lib/supabase';
import { chatWidgetQuery } from './get-settings';

export const useUpdateChatWidget = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ChatWidgetValues) => {
      const { data } = await supabase
        .from('whatsapp_widget')
        .update(values)
        .eq('id', true)
        .select('*')
        .single()
        .throwOnError();
      return data;
    },
    onSuccess: (row) => queryClient.setQueryData(chatWidgetQuery().queryKey, row),
  });
};
