import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { BacklinkValues } from '../backlink-schema';
import { BACKLINKS_KEY } from './backlinks';

/** Adds a backlink (id null) or changes one; a changed address makes it "not checked" again. */
export function useSaveBacklink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      values,
      addressChanged,
    }: {
      id: string | null;
      values: BacklinkValues;
      addressChanged: boolean;
    }) => {
      if (id === null) await supabase.from('backlinks').insert(values).throwOnError();
      else
        await supabase
          .from('backlinks')
          .update(
            addressChanged
              ? {
                  ...values,
                  status: 'pending',
                  last_http_status: null,
                  last_checked_at: null,
                  anchor_text: null,
                  rel: null,
                }
              : values,
          )
          .eq('id', id)
          .throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKLINKS_KEY }),
  });
}

export function useDeleteBacklink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await supabase.from('backlinks').delete().eq('id', id).select('id').throwOnError();
      if (data.length === 0)
        throw Object.assign(new Error('The backlink was not deleted.'), { code: '42501' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKLINKS_KEY }),
  });
}
