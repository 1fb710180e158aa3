import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { MEDIA_ASSETS_KEY, type MediaAsset } from '@admin/components/media/media-api';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { useRefreshingMutation } from '@admin/lib/query-client';
import { supabase } from '@admin/lib/supabase';

export interface MediaAssetDetails {
  asset: MediaAsset;
  /** Who added it, from the audit log (the library keeps only their id); the email only for admins and the uploader. */
  uploader: { actor_id: string | null; actor_email: string | null } | null;
}

/** One library image with who uploaded it; null when it is no longer in the library. */
export const useMediaAsset = (path: string) =>
  useQuery({
    queryKey: [...MEDIA_ASSETS_KEY, 'one', path],
    queryFn: async (): Promise<MediaAssetDetails | null> => {
      const [asset, added] = await Promise.all([
        supabase.from('media_assets').select('*').eq('path', path).maybeSingle().throwOnError(),
        supabase
          .from('audit_log_entries')
          .select('actor_id, actor_email')
          .eq('table_name', 'media_assets')
          .eq('row_id', path)
          .eq('action', 'insert')
          .order('occurred_at', { ascending: false })
          .limit(1)
          .maybeSingle()
          .throwOnError(),
      ]);
      return asset.data ? { asset: asset.data, uploader: added.data } : null;
    },
  });

const usageSchema = z.array(z.object({ kind: z.string(), id: z.string(), title: z.string() }));
export type MediaUse = z.infer<typeof usageSchema>[number];

/** Where a media file is used (posts, case studies, portfolio, team, page SEO, about), drafts included. */
export const useMediaUsage = (path: string) =>
  useQuery({
    queryKey: [...MEDIA_ASSETS_KEY, 'usage', path],
    queryFn: async (): Promise<MediaUse[]> => {
      const { data } = await supabase
        .rpc('media_usage', { bucket: 'media', object_path: path })
        .throwOnError();
      return usageSchema.parse(data);
    },
  });

/** Changes the library's alt text for an image (pages keep the alt text they were saved with). */
export const useUpdateAltText = () =>
  useRefreshingMutation(MEDIA_ASSETS_KEY, async ({ path, alt }: { path: string; alt: string }) => {
    const { data } = await supabase
      .from('media_assets')
      .update({ alt_text: alt })
      .eq('path', path)
      .select()
      .throwOnError();
    if (data.length === 0) throw new Error('This image is no longer in the library.');
    return data[0];
  });

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
