import { Controller, useFormContext } from 'react-hook-form';
import { MediaField } from '@admin/components/media/media-field';
import { Card } from '@admin/components/ui/card';
import { Switch } from '@admin/components/ui/switch';

/** The form values this card edits; the surrounding form may hold any others. */
interface FeaturedAndCoverValues {
  featured: boolean;
  cover: { path: string; alt: string } | null;
}

/** The editor's side card of a featured-able item with a cover image (form fields `featured`, `cover`). */
export function FeaturedAndCover({ featured, cover }: { featured: string; cover: string }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<FeaturedAndCoverValues>();
  return (
    <Card className="space-y-5">
      <Controller
        control={control}
        name="featured"
        render={({ field }) => (
          <Switch
            label="Featured"
            description={featured}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="cover"
        render={({ field }) => (
          <MediaField
            label="Cover image"
            hint={cover}
            value={field.value}
            onChange={field.onChange}
            error={errors.cover?.alt?.message ?? errors.cover?.message}
          />
        )}
      />
    </Card>
  );
}
