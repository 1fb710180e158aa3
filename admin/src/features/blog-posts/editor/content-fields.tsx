import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormCountedText } from '@admin/components/content-resource/form-fields';
import { SectionCard } from '@admin/components/ui/section-card';
import { TextField } from '@admin/components/ui/field';
import { slugify } from '@lib/slug';
import { LIMITS, type PostFormInput, type PostRow } from '../schema';
import { MarkdownEditor } from './markdown-editor';
import { SlugField } from './slug-field';

/** Title, address, excerpt and the article itself. */
export function ContentFields({ row }: { row: PostRow | null }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<PostFormInput>();
  // The slug follows the title on a new post, or a draft whose slug still matches its title.
  const [following, setFollowing] = useState(
    () => !row || (row.status === 'draft' && row.slug === slugify(row.title)),
  );
  return (
    <SectionCard title="Content">
      <div className="space-y-5">
        <TextField
          label="Title"
          error={errors.title?.message}
          {...register('title', {
            onChange: (event: { target: { value: string } }) => {
              if (following)
                setValue('slug', slugify(event.target.value), { shouldValidate: Boolean(errors.slug) });
            },
          })}
        />
        <SlugField
          postId={row?.id ?? null}
          following={following}
          onEdited={(slug) => setFollowing(slug === '')}
        />
        <FormCountedText name="excerpt" label="Excerpt" max={LIMITS.excerpt} rows={3} />
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <MarkdownEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              ref={field.ref}
            />
          )}
        />
      </div>
    </SectionCard>
  );
}
