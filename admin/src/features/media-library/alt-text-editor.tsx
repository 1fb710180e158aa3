import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { type AltTextForm, altTextForm } from '@admin/components/media/alt-text-schema';
import { MEDIA_ERRORS } from '@admin/components/media/api/media-error-messages';
import { describeSaveError } from '@admin/lib/errors';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { useUpdateAltText } from './api/update-alt-text';

/** The library's alt text for an image: what editors start from each time they use it. */
export function AltTextEditor({ path, alt }: { path: string; alt: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const update = useUpdateAltText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<AltTextForm>({ resolver: zodResolver(altTextForm), values: { alt } });
  const submit = (values: AltTextForm) =>
    update.mutate(
      { path, alt: values.alt },
      {
        onSuccess: (row) => {
          reset({ alt: row?.alt_text ?? values.alt });
          toast({ title: 'Alt text saved', variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: 'Alt text not saved',
            description: describeSaveError(error, MEDIA_ERRORS),
            variant: 'error',
          }),
      },
    );
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-2"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <TextField
        label="Alt text"
        hint="Suggested wherever the image is chosen; pages keep the text they were saved with."
        maxLength={200}
        error={errors.alt?.message}
        {...register('alt')}
      />
      <Button type="submit" size="sm" variant="secondary" pending={update.isPending} disabled={!isDirty}>
        Save alt text
      </Button>
    </form>
  );
}
