import { useFormContext, useWatch } from 'react-hook-form';
import { columnField } from '@admin/components/content-resource/revisions/revision-fields';
import { SuggestionField } from '@admin/components/forms/suggestion-field';
import { SwitchField } from '@admin/components/forms/switch-field';
import { Card } from '@admin/components/ui/card';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { useColumnValues } from '@admin/lib/content-resource/column-values';
import { columnValuesFilter } from '@admin/lib/content-resource/filters';
import { defineContentResource } from '@admin/lib/content-resource/resource';
import { isUniqueViolation } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';
import { VideoPreview } from './video-preview';
import { type VideoForm, videoFormSchema, videoFormValues, videoValuesOf } from './video-schema';
import { type VideoRow, VideosPage } from './videos-page';

const COLUMNS =
  'id, youtube_id, title, description, category, duration_seconds, upload_date, featured, sort_order, status, published_at';

/** Names the video already stored with this YouTube id, so staff can find and edit it. */
async function alreadyListed(youtubeId: string): Promise<string> {
  const { data } = await supabase.from('videos').select('title').eq('youtube_id', youtubeId).maybeSingle();
  return data
    ? `This video is already in the list as “${data.title}”. Edit that one instead.`
    : 'This video is already in the list.';
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
      <TextField
        label="YouTube link or video id"
        placeholder="https://www.youtube.com/watch?v=…"
        hint="Any YouTube address works: watch, youtu.be, Shorts, embed or live links, or the 11-character id."
        autoComplete="off"
        error={errors.url?.message}
        {...register('url')}
      />
      <VideoPreview url={url} />
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
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
        <TextField
          label="Duration"
          placeholder="4:05"
          hint="m:ss or h:mm:ss"
          error={errors.duration?.message}
          {...register('duration')}
        />
        <TextField
          label="Upload date"
          type="date"
          error={errors.upload_date?.message}
          {...register('upload_date')}
        />
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
export const resource = defineContentResource<'videos', VideoRow, VideoForm, VideoForm, VideoRow>({
  table: 'videos',
  names: { one: 'video', many: 'videos' },
  path: '/youtube-management',
  list: {
    title: 'YouTube videos',
    description: 'Videos from YouTube shown on the site: paste a link, describe it, and set the order.',
    select: COLUMNS,
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
    select: COLUMNS,
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
