import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { MediaField } from '@admin/components/media/media-field';
import { Field, TextField } from '@admin/components/ui/field';
import { useAuthors } from '../api/authors';
import { useCategories } from '../api/categories';
import type { PostFormInput, PostFormValues } from '../schema';
import { TagsField } from './tags-field';

const SELECT =
  'block h-10 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 ' +
  'focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40';

/** Author, category, tags and the cover image. */
export function DetailsFields({ form }: { form: UseFormReturn<PostFormInput, unknown, PostFormValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const listId = useId();
  const authors = useAuthors();
  const categories = useCategories();
  return (
    <div className="space-y-5">
      <Field
        label="Author"
        hint={authors.isError ? 'The team could not be loaded; reload to choose an author.' : undefined}
        error={errors.author_id?.message}
      >
        {(controlProps) => (
          // Controlled: the team loads after the form has its values, and an uncontrolled select
          // given a value before that option exists shows (and keeps showing) the first option.
          <Controller
            control={control}
            name="author_id"
            render={({ field }) => (
              <select className={SELECT} {...controlProps} {...field}>
                <option value="">No author</option>
                {authors.data?.map((author) => (
                  <option key={author.id} value={author.id}>
                    {author.name}
                  </option>
                ))}
              </select>
            )}
          />
        )}
      </Field>
      <TextField
        label="Category"
        list={listId}
        autoComplete="off"
        hint="Pick an existing category or type a new one."
        error={errors.category?.message}
        {...register('category')}
      />
      <datalist id={listId}>
        {categories.data?.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="cover"
        render={({ field, fieldState }) => (
          <MediaField
            label="Cover image"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? errors.cover?.alt?.message}
            hint="Shown on the post and in blog lists."
          />
        )}
      />
    </div>
  );
}
