import { useFormContext } from 'react-hook-form';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import type { CaseStudyInput } from './schema';

/** The client's quote, shown beside the results. */
export function TestimonialFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CaseStudyInput>();
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-ink-950">Testimonial</legend>
      <Field label="Quote" error={errors.testimonial_quote?.message}>
        {(control) => <Textarea rows={4} {...control} {...register('testimonial_quote')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Quoted person"
          error={errors.testimonial_author?.message}
          {...register('testimonial_author')}
        />
        <TextField
          label="Their role"
          error={errors.testimonial_role?.message}
          {...register('testimonial_role')}
        />
      </div>
    </fieldset>
  );
}
