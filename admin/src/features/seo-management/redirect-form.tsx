import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  EMPTY_REDIRECT,
  type RedirectInput,
  redirectSchema,
  type RedirectValues,
} from '@lib/seo/redirect-schema';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Field, TextField } from '@admin/components/ui/field';
import { Switch } from '@admin/components/ui/switch';
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
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const save = useSaveRedirect();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RedirectInput, unknown, RedirectValues>({
    resolver: zodResolver(redirectSchema),
    defaultValues: valuesOf(redirect),
  });
  const submit = (values: RedirectValues) =>
    save.mutate(
      { id: redirect?.id ?? null, values },
      {
        onSuccess: () => {
          toast({
            title: redirect ? 'Redirect saved' : 'Redirect added',
            description: 'It takes effect on the site with the next publish.',
            variant: 'success',
          });
          onDone();
        },
        onError: (error) =>
          toast({ title: 'Not saved', description: friendlySaveError(error), variant: 'error' }),
      },
    );
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
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
          <select
            {...control}
            {...register('status_code')}
            className="block h-10 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
          >
            <option value="301">301: moved for good</option>
            <option value="302">302: moved for now</option>
          </select>
        )}
      </Field>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Active"
            description="An inactive redirect is kept but not applied."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <div className="flex justify-end gap-3 border-t border-ink-100 pt-4">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending}>
          {redirect ? 'Save redirect' : 'Add redirect'}
        </Button>
      </div>
    </form>
  );
}
