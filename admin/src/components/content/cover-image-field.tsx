import { Controller, useFormContext } from 'react-hook-form';
import { MediaField } from '@admin/components/media/media-field';

/** The form values CoverImageField edits; the surrounding form may hold any others. */
export interface CoverImageValues {
  cover: { path: string; alt: string } | null;
}

/** A content item's cover image from the media library, with its alt text, inside a FormProvider. */
export function CoverImageField({ hint }: { hint: string }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<CoverImageValues>();
  return (
    <Controller
      control={control}
      name="cover"
      render={({ field }) => (
        <MediaField
          label="Cover image"
          hint={hint}
          value={field.value}
          onChange={field.onChange}
          error={errors.cover?.alt?.message ?? errors.cover?.message}
        />
      )}
    />
  );
}
