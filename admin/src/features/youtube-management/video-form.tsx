import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PublishPanel } from '@admin/components/content-resource/publish-panel';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SwitchField } from '@admin/components/forms/switch-field';
import { Field, Input, Textarea, TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { useSaveContent } from '@admin/lib/content-resource/item';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';
import type { PublishIntent, PublishIntentKind } from '@admin/lib/publication';
import type { VideoRow } from './api/list-videos';
import { titleOfVideo } from './api/save-video';
import { VideoPreview } from './video-preview';
import {
  type VideoForm as VideoFormValues,
  videoFormSchema,
  videoFormValues,
  videoValuesOf,
} from './video-schema';
import { VIDEOS } from './videos';

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

const SAVED: Record<PublishIntentKind, string> = {
  keep: 'Video saved',
  draft: 'Draft saved',
  publish: 'Video published',
  schedule: 'Video scheduled',
  unpublish: 'Video unpublished',
};

/** Adds or changes a video: any YouTube address, its details, and when the site shows it. */
export function VideoForm({ video, categories, onDone }: VideoFormProps) {
  const save = useSaveContent('videos', { ordered: true });
  const [running, setRunning] = useState<PublishIntentKind | null>(null);
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

  const submitAs = (intent: PublishIntent) =>
    handleSubmit(async (form) => {
      const content = videoValuesOf(form);
      setRunning(intent.kind);
      try {
        await save.mutateAsync({ id: video?.id ?? null, content, intent });
        toast({ title: SAVED[intent.kind], description: content.title, variant: 'success' });
        onDone();
      } catch (error) {
        const message = isUniqueViolation(error)
          ? await duplicateMessage(content.youtube_id)
          : describeSaveError(error, VIDEOS.errors);
        if (isUniqueViolation(error)) setError('url', { message }, { shouldFocus: true });
        toast({ title: 'Not saved', description: message, variant: 'error' });
      } finally {
        setRunning(null);
      }
    });

  return (
    <EditorForm onSubmit={submitAs(video ? { kind: 'keep' } : { kind: 'draft' })} className="space-y-4">
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
        <Field label="Category" error={errors.category?.message}>
          {(props) => <Input list={categoryListId} autoComplete="off" {...props} {...register('category')} />}
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
      <SwitchField
        control={control}
        name="featured"
        label="Featured"
        description="Marks the video as one to highlight on the site."
      />
      <PublishPanel
        noun="video"
        stored={video}
        pending={running}
        onAction={(intent) => void submitAs(intent)()}
      />
    </EditorForm>
  );
}
