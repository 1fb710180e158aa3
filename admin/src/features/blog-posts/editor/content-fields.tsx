import { useCallback, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { CountedField } from '@admin/components/content/counted-field';
import { TextField } from '@admin/components/ui/field';
import { slugify } from '@lib/slug';
import { LIMITS, type PostFormInput, type PostFormValues } from '../schema';
import { MarkdownEditor } from './markdown-editor';
import { SlugField } from './slug-field';

interface ContentFieldsProps {
  form: UseFormReturn<PostFormInput, unknown, PostFormValues>;
  postId: string | null;
  /** Whether the slug starts out following the title (a new post, or a draft whose slug still matches). */
  slugFollowsTitle: boolean;
  onSlugTakenChange: (taken: boolean) => void;
}

/** Title, address, excerpt and the article itself. */
export function ContentFields({ form, postId, slugFollowsTitle, onSlugTakenChange }: ContentFieldsProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const [following, setFollowing] = useState(slugFollowsTitle);
  const [slug, excerpt] = useWatch({ control, name: ['slug', 'excerpt'] });
  const onTakenChange = useCallback((taken: boolean) => onSlugTakenChange(taken), [onSlugTakenChange]);
  return (
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
        slug={slug}
        postId={postId}
        following={following}
        error={errors.slug?.message}
        onTakenChange={onTakenChange}
        registration={register('slug', {
          onChange: (event: { target: { value: string } }) => setFollowing(event.target.value === ''),
        })}
      />
      <CountedField
        label="Excerpt"
        max={LIMITS.excerpt}
        value={excerpt}
        rows={3}
        registration={register('excerpt')}
        error={errors.excerpt?.message}
      />
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
  );
}
