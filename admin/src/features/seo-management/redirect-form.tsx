import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_REDIRECT,
  type RedirectInput,
  redirectSchema,
  type RedirectValues,
} from '@lib/seo/redirect-schema';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SwitchField } from '@admin/components/forms/switch-field';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Field, TextField } from '@admin/components/ui/field';
import { Select } from '@admin/components/ui/select';
import { toast } from '@admin/components/ui/toast-store';
import { type RedirectRow, useSaveRedirect } from './api/redirects';
import { friendlySaveError } from './db-errors';

interface RedirectFormProps {
  /** The redirect being changed, or null for a new one. */
  redirect: RedirectRow | null;
  onDone: () => void;
}

const valuesOf = (redirect: RedirectRow | null): RedirectInput =>
  redirect
    ? {
        from_path: redirect.from_path,
        to_path: redirect.to_path,
        status_code: redirect.status_code,
        is_active: redirect.is_active,
      }
    : EMPTY_REDIRECT;

/** Adds or changes one redirect, validated per field before the database's own checks. */
export function RedirectForm({ redirect, onDone }: RedirectFormProps) {
  const save = useSaveRedirect();
  const { form, onSubmit, saving } = useSavingForm<RedirectInput, RedirectValues, unknown>({
    resolver: zodResolver(redirectSchema),
    defaultValues: valuesOf(redirect),
    save: (values) => save.mutateAsync({ id: redirect?.id ?? null, values }),
    onSaved: () => {
      toast({
        title: redirect ? 'Redirect saved' : 'Redirect added',
        description: 'It takes effect on the site with the next publish.',
        variant: 'success',
      });
      onDone();
    },
    describeError: friendlySaveError,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <EditorForm onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Old address"
        placeholder="/old-page"
        hint="The path people arrive at, like /old-page."
        error={errors.from_path?.message}
        {...register('from_path')}
      />
      <TextField
        label="New address"
        placeholder="/new-page or https://…"
        hint="A path on this site, or a full web address."
        error={errors.to_path?.message}
        {...register('to_path')}
      />
      <Field label="Type" error={errors.status_code?.message}>
        {(control) => (
          <Select {...control} {...register('status_code')}>
            <option value="301">301: moved for good</option>
            <option value="302">302: moved for now</option>
          </Select>
        )}
      </Field>
      <SwitchField
        control={control}
        name="is_active"
        label="Active"
        description="An inactive redirect is kept but not applied."
      />
      <DialogFormActions onCancel={onDone} pending={saving}>
        {redirect ? 'Save redirect' : 'Add redirect'}
      </DialogFormActions>
    </EditorForm>
  );
}
