import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { ChipsField } from '@admin/components/content/chips-input';
import { CoverImageField } from '@admin/components/content-resource/featured-and-cover';
import { MediaField } from '@admin/components/media/media-field';
import { SectionCard } from '@admin/components/ui/section-card';
import { SelectField } from '@admin/components/forms/select-field';
import { SuggestionField } from '@admin/components/forms/suggestion-field';
import { useColumnValues } from '@admin/lib/content-resource/column-values';
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

/** Author, category, tags, the cover image and the image shown when the post is shared. */
export function DetailsFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PostFormInput>();
  const authors = useAuthors();
  // Categories posts already use, offered as suggestions (a post without one has '').
  const categories = useColumnValues('blog_posts', 'category').filter(Boolean);
  return (
    <SectionCard title="Details">
      <div className="space-y-5">
        {/* Controlled: the team loads after the form has its values, and an uncontrolled select
            given a value before that option exists shows (and keeps showing) the first option. */}
        <Controller
          control={control}
          name="author_id"
          render={({ field }) => (
            <SelectField
              label="Author"
              hint={authors.isError ? 'The team could not be loaded; reload to choose an author.' : undefined}
              error={errors.author_id?.message}
              options={[
                { value: '', label: 'No author' },
                ...(authors.data ?? []).map((author) => ({ value: author.id, label: author.name })),
              ]}
              {...field}
            />
          )}
        />
        <SuggestionField
          label="Category"
          hint="Pick an existing category or type a new one."
          error={errors.category?.message}
          registration={register('category')}
          suggestions={categories}
        />
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
