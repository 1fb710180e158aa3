import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { VIDEOS_KEY } from './list-videos';

export type VideoValues = Pick<
  TablesInsert<'videos'>,
  | 'youtube_id'
  | 'title'
  | 'description'
  | 'category'
  | 'duration_seconds'
  | 'upload_date'
  | 'featured'
  | 'status'
  | 'published_at'
>;

/** Adds a video (id null) or changes one. */
export const useSaveVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: VideoValues }) => {
      if (id === null) await supabase.from('videos').insert(values).throwOnError();
      else await supabase.from('videos').update(values).eq('id', id).throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIDEOS_KEY }),
  });
};

/** The title of the video already stored with this YouTube id, for the duplicate message. */
export async function titleOfVideo(youtubeId: string): Promise<string | null> {
  const { data } = await supabase.from('videos').select('title').eq('youtube_id', youtubeId).maybeSingle();
  return data?.title ?? null;
}
