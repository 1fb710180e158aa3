import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { ContentDialogList } from '@admin/components/content-resource/content-dialog-list';
import { SwitchField } from '@admin/components/forms/switch-field';
import { MediaField } from '@admin/components/media/media-field';
import { TextField } from '@admin/components/ui/field';
import { FormCountedText, FormText } from '@admin/components/content-resource/form-fields';
import { defineDialogResource } from '@admin/lib/content-resource/dialog-resource';
import { publicFileUrl } from '@admin/lib/media-url';
import { countOf, plural } from '@admin/lib/plural';
import { supabase } from '@admin/lib/supabase';
import { slugify } from '@lib/slug';
import {
  TEAM_LIMITS,
  type TeamMember,
  teamMemberContentOf,
  teamMemberFormOf,
  type TeamMemberInput,
  teamMemberSchema,
  type TeamMemberValues,
} from './team-member-schema';

/** The slug follows the name on a new member until it is edited by hand. */
function TeamMemberFields({ isNew }: { isNew: boolean }) {
  const {
    register,
    control,
    setValue,
    getFieldState,
    formState: { errors },
  } = useFormContext<TeamMemberInput>();
  return (
    <>
      <TextField
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name', {
          onChange: (event: { target: { value: string } }) => {
            if (isNew && !getFieldState('slug').isDirty)
              setValue('slug', slugify(event.target.value, TEAM_LIMITS.slug));
          },
        })}
      />
      <FormText name="slug" label="Slug" hint="Names the person’s author page; made from the name." />
      <FormText name="role" label="Role" placeholder="Head of Paid Media" />
      <FormCountedText name="bio" label="Bio" rows={5} max={TEAM_LIMITS.bio} />
      <Controller
        control={control}
        name="photo"
        render={({ field, fieldState }) => (
          <MediaField
            label="Photo"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? errors.photo?.alt?.message}
          />
        )}
      />
      <FormText
        name="linkedin_url"
        label="LinkedIn profile"
        type="url"
        placeholder="https://www.linkedin.com/in/…"
      />
      <SwitchField
        control={control}
        name="is_published"
        label="Show on the about page"
        description="A hidden member stays listed here but is not shown on the site."
      />
    </>
  );
}

function TeamMemberSummary({ row }: { row: TeamMember }) {
  return (
    <div className="flex items-center gap-3">
      {row.photo_path ? (
        <img
          src={publicFileUrl('media', row.photo_path)}
          alt=""
          className="h-10 w-10 shrink-0 rounded-full bg-ink-100 object-cover"
        />
      ) : (
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink-100 text-ink-600">
          <UserRound className="h-5 w-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0">
        <p className="font-medium text-ink-950">{row.name}</p>
        <p className="truncate text-sm text-ink-700">{row.role}</p>
      </div>
    </div>
  );
}

/** How many blog posts name the member as their author (drafts too): they lose their author. */
function AuthoredPosts({ id, title: name }: { id: string; title: string }) {
  const posts = useQuery({
    queryKey: ['about-management', 'authored-posts', id],
    queryFn: async (): Promise<number> => {
      const { count } = await supabase
        .from('blog_posts')
        .select('id', { count: 'exact', head: true })
        .eq('author_id', id)
        .throwOnError();
      return count ?? 0;
    },
  });
  const count = posts.data;
  return (
    <span className="mt-2 block" data-testid="authored-posts">
      {posts.isError
        ? 'The number of blog posts they author could not be checked.'
        : count === undefined
          ? `Checking whether ${name} authors any blog posts…`
          : count === 0
            ? `${name} is not the author of any blog post.`
            : `${name} is the author of ${countOf(count, 'blog post')}; ${plural(count, 'it', 'they')} will show no author.`}
    </span>
  );
}

const team = defineDialogResource<TeamMember, TeamMemberInput, TeamMemberValues>({
  table: 'team_members',
  names: { one: 'team member', many: 'team members' },
  errors: {
    duplicate: 'Another team member already uses this slug. Choose a different one.',
    forbidden: 'You do not have permission to change the about page.',
    noRowMeansForbidden: true,
  },
  list: {
    title: 'Team',
    description:
      'Drag a person by the handle (or focus it, press Space, use the arrow keys and Space again) to set the order on the site.',
    select: '*',
    thenBy: 'name',
    emptyHint: 'Add the people visitors will work with.',
    name: (member) => member.name,
    label: (member) => member.name,
    publishedLabel: (member) => `Show ${member.name} on the site`,
    rowTestId: (member) => `team-member-${member.slug}`,
    Summary: TeamMemberSummary,
  },
  editor: {
    schema: teamMemberSchema,
    empty: teamMemberFormOf(null),
    toForm: teamMemberFormOf,
    toContent: teamMemberContentOf,
    Fields: TeamMemberFields,
  },
  remove: { title: (member) => `Delete ${member.title}?`, Note: AuthoredPosts },
});

/** The team on the about page: add, edit, show or hide, put in order, delete after a confirmation. */
export const TeamSection = () => <ContentDialogList resource={team} />;
