import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { VIDEOS_KEY } from './list-videos';

export const useDeleteVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await supabase.from('videos').delete().eq('id', id).throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIDEOS_KEY }),
  });
};
