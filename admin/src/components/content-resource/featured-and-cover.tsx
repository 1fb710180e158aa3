import { Controller, useFormContext } from 'react-hook-form';
import { CoverImageField } from '@admin/components/content/cover-image-field';
import { Card } from '@admin/components/ui/card';
import { Switch } from '@admin/components/ui/switch';

/** The form values this card edits; the surrounding form may hold any others. */
interface FeaturedValues {
  featured: boolean;
}

/** The editor's side card of a featured-able item with a cover image (form fields `featured`, `cover`). */
export function FeaturedAndCover({ featured, cover }: { featured: string; cover: string }) {
  const { control } = useFormContext<FeaturedValues>();
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
      <CoverImageField hint={cover} />
    </Card>
  );
}
