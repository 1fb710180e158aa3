import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@admin/components/ui/field';
import { SHARED_LIMITS } from '@admin/lib/content-resource/schema-parts';
import { slugify } from '@lib/slug';

interface TitleSlugValues {
  title: string;
  slug: string;
}

/**
 * Title and Slug; a new item's slug follows its title until someone edits the slug itself, and
 * a saved item's address never changes with its title.
 */
export function TitleSlugFields(props: { isNew: boolean } & ({ sitePath: string } | { slugHint: string })) {
  const { isNew } = props;
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<TitleSlugValues>();
  const [slugEdited, setSlugEdited] = useState(!isNew);
  return (
    <>
      <TextField
        label="Title"
        error={errors.title?.message}
        {...register('title', {
          onChange: (event: { target: { value: string } }) => {
            if (!slugEdited)
              setValue('slug', slugify(event.target.value, SHARED_LIMITS.slug), {
                shouldValidate: isSubmitted,
              });
          },
        })}
      />
      <TextField
        label="Slug"
        hint={
          'slugHint' in props
            ? props.slugHint
            : `The address on the site: ${props.sitePath}/<slug>. Lowercase letters, digits and hyphens.`
        }
        error={errors.slug?.message}
        {...register('slug', { onChange: () => setSlugEdited(true) })}
      />
    </>
  );
}
