import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CountedField } from '@admin/components/content/counted-field';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SwitchField } from '@admin/components/forms/switch-field';
import { MediaField } from '@admin/components/media/media-field';
import { TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';
import { slugify } from '@lib/slug';
import { type TeamMember, type TeamMemberValues, useSaveTeamMember } from './api/team-members';
import { ABOUT_ERRORS } from './error-messages';
import {
  EMPTY_TEAM_MEMBER,
  TEAM_LIMITS,
  type TeamMemberForm as TeamMemberFormValues,
  type TeamMemberInput,
  teamMemberSchema,
} from './team-member-schema';

const inputOf = (member: TeamMember | null): TeamMemberInput =>
  member
    ? {
        name: member.name,
        slug: member.slug,
        role: member.role,
        bio: member.bio,
        photo: member.photo_path ? { path: member.photo_path, alt: member.photo_alt ?? '' } : null,
        linkedin_url: member.linkedin_url ?? '',
        is_published: member.is_published,
      }
    : EMPTY_TEAM_MEMBER;

const rowOf = ({ photo, linkedin_url, ...rest }: TeamMemberFormValues): TeamMemberValues => ({
  ...rest,
  photo_path: photo?.path ?? null,
  photo_alt: photo?.alt ?? null,
  linkedin_url: linkedin_url || null,
});

/** Adds or changes a team member; the slug follows the name until it is edited by hand. */
export function TeamMemberForm({ member, onDone }: { member: TeamMember | null; onDone: () => void }) {
  const save = useSaveTeamMember();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    formState: { errors },
  } = useForm<TeamMemberInput, unknown, TeamMemberFormValues>({
    resolver: zodResolver(teamMemberSchema),
    defaultValues: inputOf(member),
  });
  const bio = useWatch({ control, name: 'bio' });
  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (member === null && !getFieldState('slug').isDirty)
        setValue('slug', slugify(event.target.value, TEAM_LIMITS.slug));
    },
  });
  const submit = (values: TeamMemberFormValues) =>
    save.mutate(
      { id: member?.id ?? null, content: rowOf(values), intent: { kind: 'keep' } },
      {
        onSuccess: () => {
          toast({ title: member ? 'Team member saved' : 'Team member added', variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (isUniqueViolation(error)) setError('slug', { message: ABOUT_ERRORS.duplicate });
          toast({
            title: 'Not saved',
            description: describeSaveError(error, ABOUT_ERRORS),
            variant: 'error',
          });
        },
      },
    );
  return (
    <EditorForm onSubmit={handleSubmit(submit)} className="space-y-4">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...nameField} />
      <TextField
        label="Slug"
        hint="Names the person’s author page; made from the name."
        error={errors.slug?.message}
        {...register('slug')}
      />
      <TextField
        label="Role"
        placeholder="Head of Paid Media"
        error={errors.role?.message}
        {...register('role')}
      />
      <CountedField
        label="Bio"
        rows={5}
        max={TEAM_LIMITS.bio}
        value={bio}
        error={errors.bio?.message}
        registration={register('bio')}
      />
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
      <TextField
        label="LinkedIn profile"
        type="url"
        placeholder="https://www.linkedin.com/in/…"
        error={errors.linkedin_url?.message}
        {...register('linkedin_url')}
      />
      <SwitchField
        control={control}
        name="is_published"
        label="Show on the about page"
        description="A hidden member stays listed here but is not shown on the site."
      />
      <DialogFormActions onCancel={onDone} pending={save.isPending}>
        {member ? 'Save team member' : 'Add team member'}
      </DialogFormActions>
    </EditorForm>
  );
}
