import * as z from 'zod/v4-mini';
import type { Tables } from '@lib/database.types';
import { categorySchema, namedTitleSchema, optionalText } from '@admin/lib/content-resource/schema-parts';
import { formatDuration, MAX_DURATION_SECONDS, parseDuration } from './duration';
import { parseYouTubeUrl } from './youtube-url';

/** The video form: limits as the database's CHECKs on public.videos. */
export const videoFormSchema = z.object({
  url: z.string().check((payload) => {
    const parsed = parseYouTubeUrl(payload.value);
    if (!parsed.ok) payload.issues.push({ code: 'custom', message: parsed.message, input: payload.value });
  }),
  title: namedTitleSchema('video'),
  description: optionalText(5000, 'Keep the description to 5,000 characters or fewer.'),
  category: categorySchema,
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

export const videoFormValues = (video: Tables<'videos'> | null): VideoForm => ({
  url: video?.youtube_id ?? '',
  title: video?.title ?? '',
  description: video?.description ?? '',
  category: video?.category ?? '',
  duration: video?.duration_seconds ? formatDuration(video.duration_seconds) : '',
  upload_date: video?.upload_date ?? '',
  featured: video?.featured ?? false,
});

/** The video's own columns for a valid form; the layer writes its publication. */
export function videoValuesOf(form: VideoForm) {
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
