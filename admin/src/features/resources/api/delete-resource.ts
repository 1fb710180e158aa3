import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import { contentKeys } from '@admin/lib/content-resource/keys';
import type { ResourceRow } from './list-resources';

/**
 * Deletes the row, then its file (storage refuses to remove a file a row still uses). Resolves
 * with false when the row went but the file stayed behind.
 */
export const useDeleteResource = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (resource: Pick<ResourceRow, 'id' | 'file_path'>): Promise<boolean> => {
      await supabase.from('resources').delete().eq('id', resource.id).throwOnError();
      if (!resource.file_path) return true;
      // A refused removal is no error, just nothing removed.
      const { data, error } = await supabase.storage.from('downloads').remove([resource.file_path]);
      return error === null && data.length > 0;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys('resources').all }),
  });
};
