import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { SeoLengthHint } from '@admin/components/forms/seo-fields';
import { MediaField } from '@admin/components/media/media-field';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import type { PostFormInput, PostFormValues } from '../schema';

/** The post's own search title and description, and the image shown when it is shared. */
export function SeoFields({ form }: { form: UseFormReturn<PostFormInput, unknown, PostFormValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [title, description] = useWatch({ control, name: ['seo_title', 'seo_description'] });
  return (
    <div className="space-y-5">
      <TextField
        label="SEO title"
        hint={<SeoLengthHint field="title" value={title} />}
        error={errors.seo_title?.message}
        {...register('seo_title')}
      />
      <Field
        label="SEO description"
        hint={<SeoLengthHint field="description" value={description} />}
        error={errors.seo_description?.message}
      >
        {(controlProps) => <Textarea rows={3} {...controlProps} {...register('seo_description')} />}
      </Field>
      <Controller
        control={control}
        name="og_image"
        render={({ field }) => (
          <MediaField
            label="Sharing image (Open Graph)"
            value={field.value}
            onChange={field.onChange}
            hint="Shown when the post is shared on social media; without one, the cover is used."
          />
        )}
      />
    </div>
  );
}
