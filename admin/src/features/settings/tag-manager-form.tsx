import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TagManagerInput,
  type TagManagerValues,
  tagManagerSchema,
} from '@admin/lib/settings/tag-manager';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { useUpdateSiteSettings } from './api/update-site-settings';
import { saveErrorMessage } from './save-error';
import { mirrorTagManagerToStorage } from './tag-manager-storage';
import type { SiteSettingsRow } from './types';

const formValues = (row: SiteSettingsRow): TagManagerInput => ({
  gtm_id: row.gtm_id ?? '',
  custom_head_code: row.custom_head_code ?? '',
  custom_body_code: row.custom_body_code ?? '',
});

/** Google Tag Manager id and custom code (site_settings), mirrored to this browser for preview. */
export function TagManagerForm({ settings }: { settings: SiteSettingsRow }) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const update = useUpdateSiteSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TagManagerInput, unknown, TagManagerValues>({
    resolver: zodResolver(tagManagerSchema),
    defaultValues: formValues(settings),
  });
  const save = (values: TagManagerValues) =>
    update.mutate(values, {
      onSuccess: (row) => {
        mirrorTagManagerToStorage(values);
        reset(formValues(row));
        toast({
          title: 'Tag manager saved',
          description:
            'Open site tabs in this browser pick it up now; visitors get it with the next publish.',
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({ title: 'Not saved', description: saveErrorMessage(error), variant: 'error' }),
    });
  return (
    <Card aria-labelledby="tag-manager-heading">
      <CardHeader id="tag-manager-heading" title="Tag manager" />
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
        className="space-y-4"
      >
        <TextField
          label="Google Tag Manager id"
          placeholder="GTM-XXXXXXX"
          hint="Leave empty to load no container."
          autoCapitalize="characters"
          error={errors.gtm_id?.message}
          {...register('gtm_id')}
        />
        <Field
          label="Custom head code"
          hint="HTML added to every page’s head."
          error={errors.custom_head_code?.message}
        >
          {(control) => (
            <Textarea
              className="font-mono"
              spellCheck={false}
              {...control}
              {...register('custom_head_code')}
            />
          )}
        </Field>
        <Field
          label="Custom body code"
          hint="HTML added at the end of every page’s body."
          error={errors.custom_body_code?.message}
        >
          {(control) => (
            <Textarea
              className="font-mono"
              spellCheck={false}
              {...control}
              {...register('custom_body_code')}
            />
          )}
        </Field>
        <Button type="submit" pending={update.isPending} disabled={!isDirty}>
          Save tag manager
        </Button>
      </form>
    </Card>
  );
}
