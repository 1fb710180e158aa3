import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  type PageSeoInput,
  pageSeoFormValues,
  pageSeoSchema,
  type PageSeoValues,
} from '@admin/lib/seo/page-seo-schema';
import { SeoLengthHint } from '@admin/components/content/seo-length-hint';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Field, Input, Textarea, TextField } from '@admin/components/ui/field';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import { type PageSeoRow, useSavePageSeo } from './api/page-seo';
import { friendlySaveError } from './db-errors';
import { OgImagePicker } from './og-image-picker';
import { SearchPreview } from './search-preview';

interface SeoEditorFormProps {
  route: string;
  row: PageSeoRow | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** One route's meta tags: validated per field, previewed as typed, saved into page_seo. */
export function SeoEditorForm({ route, row, onSaved, onCancel }: SeoEditorFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const save = useSavePageSeo();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PageSeoInput, unknown, PageSeoValues>({
    resolver: zodResolver(pageSeoSchema),
    defaultValues: pageSeoFormValues(route, row),
    mode: 'onTouched',
  });
  const [title, description, imagePath, imageAlt] = useWatch({
    control,
    name: ['title', 'description', 'og_image_path', 'og_image_alt'],
  });
  const submit = (values: PageSeoValues) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Saved', description: `Search settings for ${route} are saved.`, variant: 'success' });
        onSaved();
      },
      onError: (error) =>
        toast({ title: 'Not saved', description: friendlySaveError(error), variant: 'error' }),
    });
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-5"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <Field label="Title" hint={<SeoLengthHint field="title" value={title} />} error={errors.title?.message}>
        {(control) => <Input {...control} {...register('title')} />}
      </Field>
      <Field
        label="Description"
        hint={<SeoLengthHint field="description" value={description} />}
        error={errors.description?.message}
      >
        {(control) => <Textarea rows={3} {...control} {...register('description')} />}
      </Field>
      <SearchPreview route={route} title={title} description={description} />
      <Controller
        control={control}
        name="og_image_path"
        render={({ field, fieldState }) => (
          <div>
            <OgImagePicker value={field.value} onChange={field.onChange} alt={imageAlt} />
            {fieldState.error && (
              <p className="mt-1 text-sm font-medium text-red-700">{fieldState.error.message}</p>
            )}
          </div>
        )}
      />
      <TextField
        label="Image description (alt text)"
        hint={imagePath ? 'Required with an image: what it shows, for people who cannot see it.' : undefined}
        error={errors.og_image_alt?.message}
        {...register('og_image_alt')}
      />
      <TextField
        label="Canonical URL"
        type="url"
        placeholder="https://…"
        hint="Only when another address is the original of this page; usually empty."
        error={errors.canonical_url?.message}
        {...register('canonical_url')}
      />
      <Controller
        control={control}
        name="noindex"
        render={({ field }) => (
          <Switch
            label="Hide from search engines (noindex)"
            description="The page stays online but asks search engines not to list it."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <div className="flex justify-end gap-3 border-t border-ink-100 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
