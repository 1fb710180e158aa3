import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch } from 'react-hook-form';
import {
  type PageSeoInput,
  pageSeoFormValues,
  pageSeoSchema,
  type PageSeoValues,
} from '@admin/lib/seo/page-seo-schema';
import { SeoLengthHint } from '@admin/components/forms/seo-fields';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SwitchField } from '@admin/components/forms/switch-field';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Field, Input, Textarea, TextField } from '@admin/components/ui/field';
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
  const save = useSavePageSeo();
  const { form, onSubmit, saving } = useSavingForm<PageSeoInput, PageSeoValues, unknown>({
    resolver: zodResolver(pageSeoSchema),
    defaultValues: pageSeoFormValues(route, row),
    mode: 'onTouched',
    save: save.mutateAsync,
    onSaved: () => {
      toast({ title: 'Saved', description: `Search settings for ${route} are saved.`, variant: 'success' });
      onSaved();
    },
    describeError: friendlySaveError,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [title, description, imagePath, imageAlt] = useWatch({
    control,
    name: ['title', 'description', 'og_image_path', 'og_image_alt'],
  });
  return (
    <EditorForm onSubmit={onSubmit} className="space-y-5">
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
      <SwitchField
        control={control}
        name="noindex"
        label="Hide from search engines (noindex)"
        description="The page stays online but asks search engines not to list it."
      />
      <DialogFormActions onCancel={onCancel} pending={saving}>
        Save
      </DialogFormActions>
    </EditorForm>
  );
}
