import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEDIA_ASSETS_KEY } from '@admin/components/media/api/list-media-assets';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';

const IN_USE = 'The image is used on the site (or you may not delete it), so it was kept.';

/**
 * Deletes the file, then its library entry. The database refuses both while a page uses the file;
 * the storage API then deletes nothing without an error, so an empty answer is checked.
 */
async function deleteMediaAsset(path: string): Promise<void> {
  const bucket = supabase.storage.from('media');
  const removed = await bucket.remove([path]);
  if (removed.error) throw removed.error;
  if (removed.data.length === 0) {
    const stillThere = await bucket.exists(path);
    if (stillThere.error) throw stillThere.error;
    if (stillThere.data) throw new Error(IN_USE);
  }
  const { data } = await supabase
    .from('media_assets')
    .delete()
    .eq('path', path)
    .select('path')
    .throwOnError();
  if (data.length === 0)
    throw new Error(
      'The file was deleted, but its library entry was kept: a page started using it. Reload to see where.',
    );
}

/**
 * The outcome is reported here rather than by the caller: the refreshed library no longer has the
 * image, so the component that asked may be gone by the time the deletion is done.
 */
export function useDeleteMediaAsset({ fileName, onDeleted }: { fileName: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaAsset,
    onSuccess: () => {
      toast({ title: 'Image deleted', description: fileName, variant: 'success' });
      onDeleted();
    },
    onError: (error) =>
      toast({ title: 'Image not deleted', description: describeError(error), variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_ASSETS_KEY }),
  });
}
