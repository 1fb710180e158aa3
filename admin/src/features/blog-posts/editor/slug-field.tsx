import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, Input } from '@admin/components/ui/field';
import { supabase } from '@admin/lib/supabase';
import { SLUG_PATTERN } from '@lib/slug';
import type { PostFormInput } from '../schema';

/** What the database says when a post's slug is already used (blog_posts.slug is unique). */
export const SLUG_TAKEN = 'Another post already uses this address. Choose a different one.';

const CHECK_DELAY_MS = 400;

/** Whether no other post uses `slug` (the database's unique key has the last word on save). */
const useSlugAvailable = (slug: string, postId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['blog_posts', 'slug-available', slug, postId],
    queryFn: async () => {
      let query = supabase.from('blog_posts').select('id', { count: 'exact', head: true }).eq('slug', slug);
      if (postId) query = query.neq('id', postId);
      const { count } = await query.throwOnError();
      return count === 0;
    },
    staleTime: 5_000,
    enabled,
  });

/** The slug as typed, checked against other posts once typing pauses. */
function useSlugCheck(slug: string, postId: string | null) {
  const [settled, setSettled] = useState(slug);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(slug), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slug]);
  const wellFormed = SLUG_PATTERN.test(settled) && settled.length <= 120;
  const check = useSlugAvailable(settled, postId, wellFormed);
  if (!wellFormed) return 'idle' as const;
  if (settled !== slug || check.isPending) return 'checking' as const;
  if (check.isError) return 'idle' as const;
  return check.data ? ('available' as const) : ('taken' as const);
}

interface SlugFieldProps {
  postId: string | null;
  /** Whether it still follows the title. */
  following: boolean;
  onEdited: (slug: string) => void;
}

/** The post's address: follows the title until edited by hand; says whether another post has it. */
export function SlugField({ postId, following, onEdited }: SlugFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PostFormInput>();
  const slug = useWatch<PostFormInput, 'slug'>({ name: 'slug' });
  const check = useSlugCheck(slug, postId);
  const taken = check === 'taken';
  const status = {
    idle: following ? 'Made from the title until you edit it.' : '',
    checking: 'Checking whether the address is free…',
    available: 'This address is free.',
    taken: '',
  }[check];
  return (
    <Field
      label="Address (slug)"
      error={errors.slug?.message ?? (taken ? SLUG_TAKEN : undefined)}
      hint={
        <span className="flex flex-wrap justify-between gap-2">
          <span className="break-all">/blog/{slug || '…'}</span>
          <span aria-live="polite" data-testid="slug-status">
            {status}
          </span>
        </span>
      }
    >
      {(control) => (
        <Input
          {...control}
          {...register('slug', {
            onChange: (event: { target: { value: string } }) => onEdited(event.target.value),
          })}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
}
