import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Field, Input, Textarea, TextField } from '@admin/components/ui/field';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import type { VideoRow } from './api/list-videos';
import { titleOfVideo, useSaveVideo } from './api/save-video';
import { VIDEO_ERRORS } from './error-messages';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';
import { PublishActions } from '@admin/components/content/publish-actions';
import { publicationFor, type PublishIntent } from '@admin/components/content/publish-intent';
import { VideoPreview } from './video-preview';
import {
  type VideoForm as VideoFormValues,
  videoFormSchema,
  videoFormValues,
  videoValuesOf,
} from './video-schema';

interface VideoFormProps {
  /** The video being changed, or null for a new one. */
  video: VideoRow | null;
  categories: readonly string[];
  onDone: () => void;
}

/** Names the video already stored with this id, so staff can find and edit it. */
async function duplicateMessage(youtubeId: string): Promise<string> {
  const existing = await titleOfVideo(youtubeId);
  return existing
    ? `This video is already in the list as “${existing}”. Edit that one instead.`
    : 'This video is already in the list.';
}

const SAVED: Record<PublishIntent, string> = {
  save: 'Video saved',
  draft: 'Draft saved',
  publish: 'Video published',
  schedule: 'Video scheduled',
  unpublish: 'Video unpublished',
};

/** Adds or changes a video: any YouTube address, its details, and when the site shows it. */
export function VideoForm({ video, categories, onDone }: VideoFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const save = useSaveVideo();
  const categoryListId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VideoFormValues>({
    resolver: zodResolver(videoFormSchema),
    defaultValues: videoFormValues(video),
    mode: 'onTouched',
  });
  const url = useWatch({ control, name: 'url' });

  const submit = (intent: PublishIntent) => (form: VideoFormValues) => {
    const publication = publicationFor(intent, video, form.publish_at);
    if ('error' in publication) {
      setError('publish_at', { message: publication.error }, { shouldFocus: true });
      return;
    }
    const values = videoValuesOf(form, publication);
    save.mutate(
      { id: video?.id ?? null, values },
      {
        onSuccess: () => {
          toast({ title: SAVED[intent], description: values.title, variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (isUniqueViolation(error)) {
            void duplicateMessage(values.youtube_id).then((message) => {
              setError('url', { message }, { shouldFocus: true });
              toast({ title: 'Not saved', description: message, variant: 'error' });
            });
            return;
          }
          toast({
            title: 'Not saved',
            description: describeSaveError(error, VIDEO_ERRORS),
            variant: 'error',
          });
        },
      },
    );
  };
  const run = (intent: PublishIntent) => void handleSubmit(submit(intent))();

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        run(video ? 'save' : 'draft');
      }}
    >
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
        {(control) => <Textarea rows={4} {...control} {...register('description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Category" error={errors.category?.message}>
          {(control) => (
            <Input list={categoryListId} autoComplete="off" {...control} {...register('category')} />
          )}
        </Field>
        <datalist id={categoryListId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
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
      <Controller
        control={control}
        name="featured"
        render={({ field }) => (
          <Switch
            label="Featured"
            description="Marks the video as one to highlight on the site."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <PublishActions
        noun="video"
        current={video}
        pending={save.isPending}
        scheduleInput={register('publish_at')}
        scheduleError={errors.publish_at?.message}
        onIntent={run}
      />
    </form>
  );
}
