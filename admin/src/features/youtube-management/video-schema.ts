import * as z from 'zod/v4-mini';
import type { VideoRow } from './videos-page';
import type { TablesInsert } from '@lib/database.types';
import { formatDuration, MAX_DURATION_SECONDS, parseDuration } from './duration';
import { parseYouTubeUrl } from './youtube-url';

/** The video form: limits as the database's CHECKs on public.videos. */
export const videoFormSchema = z.object({
  url: z.string().check((payload) => {
    const parsed = parseYouTubeUrl(payload.value);
    if (!parsed.ok) payload.issues.push({ code: 'custom', message: parsed.message, input: payload.value });
  }),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Give the video a title of at least 3 characters.'),
      z.maxLength(160, 'Keep the title to 160 characters or fewer.'),
    ),
  description: z
    .string()
    .check(z.trim(), z.maxLength(5000, 'Keep the description to 5,000 characters or fewer.')),
  category: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Choose or type a category.'),
      z.maxLength(60, 'Keep the category to 60 characters or fewer.'),
    ),
  duration: z.string().check(
    z.trim(),
    z.refine((text) => {
      if (!text) return true;
      const seconds = parseDuration(text);
      return seconds !== null && seconds >= 1 && seconds <= MAX_DURATION_SECONDS;
    }, 'Write the length as m:ss or h:mm:ss, like 4:05 or 1:02:03 (at most 24 hours).'),
  ),
  upload_date: z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Enter a date, or leave it empty.')),
  featured: z.boolean(),
});

export type VideoForm = z.infer<typeof videoFormSchema>;

export const videoFormValues = (video: VideoRow | null): VideoForm => ({
  url: video?.youtube_id ?? '',
  title: video?.title ?? '',
  description: video?.description ?? '',
  category: video?.category ?? '',
  duration: video?.duration_seconds ? formatDuration(video.duration_seconds) : '',
  upload_date: video?.upload_date ?? '',
  featured: video?.featured ?? false,
});

/** A video's own columns; its publication is written by the layer from the chosen intent. */
type VideoValues = Pick<
  TablesInsert<'videos'>,
  'youtube_id' | 'title' | 'description' | 'category' | 'duration_seconds' | 'upload_date' | 'featured'
>;

/** The columns to store for a valid form. */
export function videoValuesOf(form: VideoForm): VideoValues {
  const parsed = parseYouTubeUrl(form.url);
  if (!parsed.ok) throw new Error(parsed.message);
  return {
    youtube_id: parsed.id,
    title: form.title,
    description: form.description,
    category: form.category,
    duration_seconds: form.duration ? parseDuration(form.duration) : null,
    upload_date: form.upload_date || null,
    featured: form.featured,
  };
}
