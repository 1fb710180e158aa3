import { useFormContext, useWatch } from 'react-hook-form';
import { Field, Input, Textarea } from '@admin/components/ui/field';
import { SeoLengthHint } from './seo-length-hint';

/** The form values SeoFields edits; the surrounding form may hold any others. */
export interface SeoFieldValues {
  seo_title: string;
  seo_description: string;
}

/** The search-result title and description of a content item, inside a react-hook-form FormProvider. */
export function SeoFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SeoFieldValues>();
  const [title, description] = useWatch({ control, name: ['seo_title', 'seo_description'] });
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-ink-950">Search engines</legend>
      <Field
        label="SEO title"
        hint={<SeoLengthHint field="title" value={title} />}
        error={errors.seo_title?.message}
      >
        {(control) => <Input {...control} {...register('seo_title')} />}
      </Field>
      <Field
        label="SEO description"
        hint={<SeoLengthHint field="description" value={description} />}
        error={errors.seo_description?.message}
      >
        {(control) => <Textarea rows={3} {...control} {...register('seo_description')} />}
      </Field>
    </fieldset>
  );
}
