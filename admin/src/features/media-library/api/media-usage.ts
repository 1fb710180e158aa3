import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { MEDIA_ASSETS_KEY } from '@admin/components/media/api/list-media-assets';
import { supabase } from '@admin/lib/supabase';

const usageSchema = z.array(z.object({ kind: z.string(), id: z.string(), title: z.string() }));
export type MediaUse = z.infer<typeof usageSchema>[number];

/** Where a media file is used (posts, case studies, portfolio, team, page SEO, about), drafts included. */
export const mediaUsageQuery = (path: string) =>
  queryOptions({
    queryKey: [...MEDIA_ASSETS_KEY, 'usage', path],
    queryFn: async (): Promise<MediaUse[]> => {
      const { data } = await supabase
        .rpc('media_usage', { bucket: 'media', object_path: path })
        .throwOnError();
      return usageSchema.parse(data);
    },
  });

export const useMediaUsage = (path: string) => useQuery(mediaUsageQuery(path));
