import { useFormContext, useWatch } from 'react-hook-form';
import { characterCount } from '@lib/forms/fields';
import { descriptionGuidance, type LengthGuidance, SEO_LIMITS, titleGuidance } from '@admin/lib/seo/limits';
import { oneLine } from '@lib/seo/text-rules';
import { cn } from '@admin/lib/cn';
import { Field, Input, Textarea } from '@admin/components/ui/field';

const TONE: Record<LengthGuidance, string> = {
  empty: 'text-ink-700',
  short: 'text-amber-800',
  good: 'text-green-800',
  long: 'text-amber-800',
  'over-limit': 'text-red-700',
};

function advice(field: 'title' | 'description', guidance: LengthGuidance): string {
  const limits = SEO_LIMITS[field];
  const range =
    field === 'description'
      ? `${SEO_LIMITS.description.recommendedMin}–${limits.recommendedMax}`
      : `up to ${limits.recommendedMax}`;
  switch (guidance) {
    case 'empty':
      return `Empty: the page’s own ${field} is used. Aim for ${range} characters.`;
    case 'short':
      return `A little short: aim for ${range} characters.`;
    case 'good':
      return 'A good length.';
    case 'long':
      return `Search results may cut it after about ${limits.recommendedMax} characters.`;
    case 'over-limit':
      return `Too long: at most ${limits.max} characters can be saved.`;
  }
}

/** The live character count of a search title or description, with the SEO area's length guidance. */
export function SeoLengthHint({ field, value }: { field: 'title' | 'description'; value: string }) {
  const length = characterCount(oneLine(value));
  const guidance = field === 'title' ? titleGuidance(length) : descriptionGuidance(length);
  return (
    <span className={cn('flex flex-wrap justify-between gap-2', TONE[guidance])}>
      <span>{advice(field, guidance)}</span>
      <span data-testid={`${field}-count`}>
        {length} / {SEO_LIMITS[field].recommendedMax} characters
      </span>
    </span>
  );
}

/** The form values SeoFields edits; the surrounding form may hold any others. */
interface SeoFieldValues {
  seo_title: string;
  seo_description: string;
}

interface SeoFieldsProps {
  legend?: string;
  titleLabel?: string;
  descriptionLabel?: string;
}

/** A search-result title and description with length guidance, inside a react-hook-form FormProvider. */
export function SeoFields({
  legend = 'Search engines',
  titleLabel = 'SEO title',
  descriptionLabel = 'SEO description',
}: SeoFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SeoFieldValues>();
  const [title, description] = useWatch({ control, name: ['seo_title', 'seo_description'] });
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-ink-950">{legend}</legend>
      <Field
        label={titleLabel}
        hint={<SeoLengthHint field="title" value={title} />}
        error={errors.seo_title?.message}
      >
        {(control) => <Input {...control} {...register('seo_title')} />}
      </Field>
      <Field
        label={descriptionLabel}
        hint={<SeoLengthHint field="description" value={description} />}
        error={errors.seo_description?.message}
      >
        {(control) => <Textarea rows={3} {...control} {...register('seo_description')} />}
      </Field>
    </fieldset>
  );
}
