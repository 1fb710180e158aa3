import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ChipsField } from '@admin/components/content/chips-input';
import { CoverImageField } from '@admin/components/content-resource/featured-and-cover';
import { MediaField } from '@admin/components/media/media-field';
import { SectionCard } from '@admin/components/ui/section-card';
import { Field, TextField } from '@admin/components/ui/field';
import { Select } from '@admin/components/ui/select';
import { fetchAllRows } from '@admin/lib/fetch-all';
import { supabase } from '@admin/lib/supabase';
import { LIMITS, type PostFormInput } from '../schema';

/** The team members a post can be credited to, by name. */
const useAuthors = () =>
  useQuery({
    queryKey: ['blog_posts', 'authors'],
    queryFn: async () =>
      (
        await supabase
          .from('team_members')
          .select('id, name')
          .is('deleted_at', null)
          .order('name')
          .throwOnError()
      ).data,
  });

/** The categories posts already use, for the category field's suggestions. */
const useCategories = () =>
  useQuery({
    queryKey: ['blog_posts', 'categories'],
    queryFn: async () => {
      const rows = await fetchAllRows((from, to) =>
        supabase
          .from('blog_posts')
          .select('category')
          .not('category', 'is', null)
          .order('category')
          .order('id')
          .range(from, to),
      );
      return [...new Set(rows.map((row) => row.category ?? ''))].filter(Boolean);
    },
    staleTime: 60_000,
  });

/** Author, category, tags, the cover image and the image shown when the post is shared. */
export function DetailsFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PostFormInput>();
  const listId = useId();
  const authors = useAuthors();
  const categories = useCategories();
  return (
    <SectionCard title="Details">
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
                <Select {...controlProps} {...field}>
                  <option value="">No author</option>
                  {authors.data?.map((author) => (
                    <option key={author.id} value={author.id}>
                      {author.name}
                    </option>
                  ))}
                </Select>
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
        <ChipsField
          name="tags"
          label="Tags"
          noun="tag"
          note="Tag pages are not indexed by search engines."
          max={LIMITS.tags}
          maxLength={LIMITS.tag}
        />
        <CoverImageField hint="Shown on the post and in blog lists." />
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
    </SectionCard>
  );
}
