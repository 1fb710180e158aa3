import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEDIA_ASSETS_KEY, type MediaAsset } from '@admin/components/media/api/list-media-assets';
import { supabase } from '@admin/lib/supabase';

export interface MediaAssetDetails {
  asset: MediaAsset;
  /** Who added it, from the audit log (the library keeps only their id); the email only for admins and the uploader. */
  uploader: { actor_id: string | null; actor_email: string | null } | null;
}

/** One library image with who uploaded it; null when it is no longer in the library. */
export const mediaAssetQuery = (path: string) =>
  queryOptions({
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

export const useMediaAsset = (path: string) => useQuery(mediaAssetQuery(path));
