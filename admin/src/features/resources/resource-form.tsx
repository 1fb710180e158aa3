import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PublishPanel } from '@admin/components/content-resource/publish-panel';
import { EditorForm } from '@admin/components/forms/editor-form';
import { Field, Input, Textarea, TextField } from '@admin/components/ui/field';
import { Select } from '@admin/components/ui/select';
import { toast } from '@admin/components/ui/toast-store';
import { slugify } from '@admin/lib/slug';
import type { ResourceRow } from './api/list-resources';
import { type ResourceSource, useSaveResource } from './api/save-resource';
import { RESOURCE_ERRORS } from './error-messages';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';
import type { PublishIntent, PublishIntentKind } from '@admin/lib/publication';
import { fileTypeOf, RESOURCE_TYPE_KEYS, RESOURCE_TYPES } from './resource-file';
import {
  type ResourceForm as ResourceFormValues,
  resourceFormSchema,
  resourceFormValues,
} from './resource-schema';
import { ResourceSourceField } from './resource-source-field';

interface ResourceFormProps {
  /** The resource being changed, or null for a new one. */
  resource: ResourceRow | null;
  categories: readonly string[];
  onDone: () => void;
}

const SAVED: Record<PublishIntentKind, string> = {
  keep: 'Resource saved',
  draft: 'Draft saved',
  publish: 'Resource published',
  schedule: 'Resource scheduled',
  unpublish: 'Resource unpublished',
};

function sourceOf(form: ResourceFormValues): ResourceSource {
  if (form.source === 'link') {
    const fileType = fileTypeOf(`.${form.link_file_type}`);
    if (!fileType) throw new Error('Choose what kind of file the link leads to.');
    return { kind: 'link', url: form.external_url, fileType };
  }
  if (!form.file) return { kind: 'keep' };
  const fileType = fileTypeOf(form.file.name);
  if (!fileType) throw new Error('Choose a PDF, Word, Excel, ZIP or RAR file.');
  return { kind: 'upload', file: form.file, fileType };
}

/** Adds or changes a resource: its details, its one source (upload or link), and when the site shows it. */
export function ResourceForm({ resource, categories, onDone }: ResourceFormProps) {
  const save = useSaveResource();
  const categoryListId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [slugEdited, setSlugEdited] = useState(resource !== null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ResourceFormValues>({
    resolver: zodResolver(resourceFormSchema),
    defaultValues: resourceFormValues(resource),
    mode: 'onTouched',
  });
  const title = useWatch({ control, name: 'title' });
  useEffect(() => {
    if (!slugEdited) setValue('slug', slugify(title));
  }, [title, slugEdited, setValue]);

  const submitAs = (intent: PublishIntent) =>
    handleSubmit((form) => {
      const source = sourceOf(form);
      if (source.kind === 'upload') setProgress(0);
      save.mutate(
        {
          id: resource?.id ?? null,
          previousFilePath: resource?.file_path ?? null,
          details: {
            title: form.title,
            slug: form.slug,
            description: form.description,
            type: form.type,
            category: form.category,
          },
          intent,
          source,
          onProgress: setProgress,
        },
        {
          onSuccess: ({ oldFileRemoved }) => {
            toast({ title: SAVED[intent.kind], description: form.title, variant: 'success' });
            if (!oldFileRemoved)
              toast({
                title: 'The old file stayed in storage',
                description: 'The resource uses its new source; the previous file could not be removed.',
                variant: 'info',
              });
            onDone();
          },
          onError: (error) => {
            const message = describeSaveError(error, RESOURCE_ERRORS);
            if (isUniqueViolation(error, 'slug')) setError('slug', { message }, { shouldFocus: true });
            toast({ title: 'Not saved', description: message, variant: 'error' });
          },
          onSettled: () => setProgress(null),
        },
      );
    });

  const slugField = register('slug');
  return (
    <EditorForm onSubmit={submitAs(resource ? { kind: 'keep' } : { kind: 'draft' })} className="space-y-4">
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextField
        label="Slug"
        hint="The resource’s address name: lowercase words joined by hyphens, unique."
        error={errors.slug?.message}
        {...slugField}
        onChange={(event) => {
          setSlugEdited(true);
          void slugField.onChange(event);
        }}
      />
      <Field label="Description" error={errors.description?.message}>
        {(controlProps) => <Textarea rows={3} {...controlProps} {...register('description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" error={errors.type?.message}>
          {(controlProps) => (
            <Select {...controlProps} {...register('type')}>
              {RESOURCE_TYPE_KEYS.map((type) => (
                <option key={type} value={type}>
                  {RESOURCE_TYPES[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Category" error={errors.category?.message}>
          {(controlProps) => (
            <Input list={categoryListId} autoComplete="off" {...controlProps} {...register('category')} />
          )}
        </Field>
        <datalist id={categoryListId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <ResourceSourceField control={control} register={register} errors={errors} progress={progress} />
      <PublishPanel
        noun="resource"
        stored={resource}
        pending={save.isPending ? save.variables.intent.kind : null}
        onAction={(intent) => void submitAs(intent)()}
      />
    </EditorForm>
  );
}
