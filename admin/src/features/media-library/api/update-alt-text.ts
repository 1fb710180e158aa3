import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_ASSETS_KEY } from '@admin/components/media/api/list-media-assets';
import { supabase } from '@admin/lib/supabase';

/** Changes the library's alt text for an image (pages keep the alt text they were saved with). */
export function useUpdateAltText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, alt }: { path: string; alt: string }) => {
      const { data } = await supabase
        .from('media_assets')
        .update({ alt_text: alt })
        .eq('path', path)
        .select()
        .throwOnError();
      if (data.length === 0) throw new Error('This image is no longer in the library.');
      return data[0];
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_ASSETS_KEY }),
  });
}
