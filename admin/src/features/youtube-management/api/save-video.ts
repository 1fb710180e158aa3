import type { TablesInsert } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';

/** A video's own columns; its publication is written by the layer from the chosen intent. */
export type VideoValues = Pick<
  TablesInsert<'videos'>,
  'youtube_id' | 'title' | 'description' | 'category' | 'duration_seconds' | 'upload_date' | 'featured'
>;

/** The title of the video already stored with this YouTube id, for the duplicate message. */
export async function titleOfVideo(youtubeId: string): Promise<string | null> {
  const { data } = await supabase.from('videos').select('title').eq('youtube_id', youtubeId).maybeSingle();
  return data?.title ?? null;
}
