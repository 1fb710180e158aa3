import { useFormContext, useWatch } from 'react-hook-form';
import type { Tables } from '@lib/database.types';
import { columnField } from '@admin/components/content-resource/revisions/revision-fields';
import { SuggestionField } from '@admin/components/forms/suggestion-field';
import { SwitchField } from '@admin/components/forms/switch-field';
import { Card } from '@admin/components/ui/card';
import { FormText } from '@admin/components/content-resource/form-fields';
import { Field, Textarea } from '@admin/components/ui/field';
import { useColumnValues } from '@admin/lib/content-resource/column-values';
import { columnValuesFilter } from '@admin/lib/content-resource/filters';
import { defineContentResource } from '@admin/lib/content-resource/resource';
import { isUniqueViolation } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';
import { VideoThumbnail } from './video-thumbnail';
import { type VideoForm, videoFormSchema, videoFormValues, videoValuesOf } from './video-schema';
import { VideosPage } from './videos-page';
import { parseYouTubeUrl, youTubeWatchUrl } from './youtube-url';

type Video = Tables<'videos'>;

/** Names the video already stored with this YouTube id, so staff can find and edit it. */
async function alreadyListed(youtubeId: string): Promise<string> {
  const { data } = await supabase.from('videos').select('title').eq('youtube_id', youtubeId).maybeSingle();
  return data
    ? `This video is already in the list as “${data.title}”. Edit that one instead.`
    : 'This video is already in the list.';
}

/** The thumbnail and id of the video a pasted address points to, as soon as it is one. */
function VideoPreview({ url }: { url: string }) {
  const parsed = parseYouTubeUrl(url);
  if (!parsed.ok) return null;
  return (
    <div className="flex items-center gap-3 rounded-lg bg-ink-50 p-3">
      <VideoThumbnail
        youtubeId={parsed.id}
        alt={`Thumbnail of YouTube video ${parsed.id}`}
        className="w-36"
      />
      <div className="min-w-0 text-sm">
        <p className="text-ink-800">
          Video id: <code data-testid="video-id">{parsed.id}</code>
        </p>
        <a
          href={youTubeWatchUrl(parsed.id)}
          target="_blank"
          rel="noreferrer noopener"
          className="text-brand-800 underline underline-offset-2"
        >
          Open on YouTube<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

/** Any YouTube address (previewed as soon as it is one), the video's details, and Featured. */
function VideoFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<VideoForm>();
  const url = useWatch({ control, name: 'url' });
  const categories = useColumnValues('videos', 'category');
  return (
    <Card className="space-y-4">
      <FormText
        name="url"
        label="YouTube link or video id"
        placeholder="https://www.youtube.com/watch?v=…"
        hint="Any YouTube address works: watch, youtu.be, Shorts, embed or live links, or the 11-character id."
        autoComplete="off"
      />
      <VideoPreview url={url} />
      <FormText name="title" label="Title" />
      <Field label="Description" error={errors.description?.message}>
        {(props) => <Textarea rows={4} {...props} {...register('description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <SuggestionField
          label="Category"
          error={errors.category?.message}
          registration={register('category')}
          suggestions={categories}
        />
        <FormText name="duration" label="Duration" placeholder="4:05" hint="m:ss or h:mm:ss" />
        <FormText name="upload_date" label="Upload date" type="date" />
      </div>
      <SwitchField
        control={control}
        name="featured"
        label="Featured"
        description="Marks the video as one to highlight on the site."
      />
    </Card>
  );
}

/** /admin/youtube-management: videos from YouTube shown on the site, their details and their order. */
export const resource = defineContentResource<'videos', Video, VideoForm, VideoForm, Video>({
  table: 'videos',
  names: { one: 'video', many: 'videos' },
  path: '/youtube-management',
  list: {
    title: 'YouTube videos',
    description: 'Videos from YouTube shown on the site: paste a link, describe it, and set the order.',
    select: '*',
    searchColumns: ['title', 'description', 'youtube_id'],
    searchLabel: 'Search videos',
    sortable: [],
    filters: [columnValuesFilter('videos', 'category', 'Category', 'All categories')],
    columns: [],
    Page: () => <VideosPage resource={resource} />,
  },
  // The list page is the order; /youtube-management/order shows the same without its details.
  order: {
    title: 'Order of videos',
    description: 'Drag a video by its handle, or focus the handle and use Space and the arrow keys.',
    linkLabel: 'Change order',
    select: '*',
    errorTitle: 'The videos could not be loaded',
    describe: (row) => row.category,
  },
  editor: {
    schema: videoFormSchema,
    empty: videoFormValues(null),
    toForm: videoFormValues,
    toContent: videoValuesOf,
    Main: VideoFields,
    revisions: [
      columnField('title', 'Title'),
      columnField('description', 'Description', 'lines'),
      columnField('category', 'Category'),
    ],
    keepDraftDate: true,
    // duplicate_content refuses videos: each YouTube video is listed once.
    noDuplicate: true,
    done: {
      keep: 'Video saved',
      publish: 'Video published',
      schedule: 'Video scheduled',
      unpublish: 'Video unpublished',
    },
    explainRefusal: async (error, values) =>
      isUniqueViolation(error)
        ? { field: 'url', message: await alreadyListed(videoValuesOf(values).youtube_id) }
        : null,
  },
  errors: { duplicate: 'This video is already in the list.' },
});
