import { zodResolver } from '@hookform/resolvers/zod';
import { type AltTextForm, altTextForm } from '@admin/components/media/alt-text-schema';
import { MEDIA_ERRORS } from '@admin/components/media/api/media-error-messages';
import { EditorForm } from '@admin/components/forms/editor-form';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { describeSaveError } from '@admin/lib/errors';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { useUpdateAltText } from './api/update-alt-text';

/** The library's alt text for an image: what editors start from each time they use it. */
export function AltTextEditor({ path, alt }: { path: string; alt: string }) {
  const update = useUpdateAltText();
  const { form, onSubmit, saving } = useSavingForm<AltTextForm, AltTextForm, { alt: string }>({
    resolver: zodResolver(altTextForm),
    values: { alt },
    save: async (values) => {
      const row = await update.mutateAsync({ path, alt: values.alt });
      return { alt: row?.alt_text ?? values.alt };
    },
    resetTo: (saved) => saved,
    onSaved: () => toast({ title: 'Alt text saved', variant: 'success' }),
    describeError: (error) => describeSaveError(error, MEDIA_ERRORS),
    notSavedTitle: 'Alt text not saved',
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  return (
    <EditorForm onSubmit={onSubmit} className="space-y-2">
      <TextField
        label="Alt text"
        hint="Suggested wherever the image is chosen; pages keep the text they were saved with."
        maxLength={200}
        error={errors.alt?.message}
        {...register('alt')}
      />
      <Button type="submit" size="sm" variant="secondary" pending={saving} disabled={!isDirty}>
        Save alt text
      </Button>
    </EditorForm>
  );
}
