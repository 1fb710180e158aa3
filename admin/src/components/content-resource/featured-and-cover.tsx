import { type FieldErrors, useController, useFormContext } from 'react-hook-form';
import { SwitchField } from '@admin/components/forms/switch-field';
import { MediaField } from '@admin/components/media/media-field';
import { Card } from '@admin/components/ui/card';

/** The form values these fields edit; the surrounding form may hold any others. */
interface FeaturedAndCoverValues {
  featured: boolean;
  cover: { path: string; alt: string } | null;
}

/** A content item's cover image from the media library, with its alt text, inside a FormProvider. */
export function CoverImageField({ hint }: { hint: string }) {
  const { field, fieldState } = useController<FeaturedAndCoverValues, 'cover'>({ name: 'cover' });
  // The alt text's own message, else the image's.
  const error = fieldState.error as FieldErrors<FeaturedAndCoverValues>['cover'];
  return (
    <MediaField
      label="Cover image"
      hint={hint}
      value={field.value}
      onChange={field.onChange}
      error={error?.alt?.message ?? error?.message}
    />
  );
}

/** The editor's side card of a featured-able item with a cover image (form fields `featured`, `cover`). */
export function FeaturedAndCover({ featured, cover }: { featured: string; cover: string }) {
  const { control } = useFormContext<FeaturedAndCoverValues>();
  return (
    <Card className="space-y-5">
      <SwitchField control={control} name="featured" label="Featured" description={featured} />
      <CoverImageField hint={cover} />
    </Card>
  );
}
