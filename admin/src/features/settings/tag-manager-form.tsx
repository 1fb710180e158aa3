import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TagManagerInput,
  type TagManagerValues,
  tagManagerSchema,
} from '@admin/lib/settings/tag-manager';
import { EditorForm } from '@admin/components/forms/editor-form';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { SectionCard } from '@admin/components/ui/section-card';
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
  const update = useUpdateSiteSettings();
  const { form, onSubmit, saving } = useSavingForm<TagManagerInput, TagManagerValues, SiteSettingsRow>({
    resolver: zodResolver(tagManagerSchema),
    defaultValues: formValues(settings),
    save: update.mutateAsync,
    resetTo: formValues,
    onSaved: (_row, values) => {
      mirrorTagManagerToStorage(values);
      toast({
        title: 'Tag manager saved',
        description: 'Open site tabs in this browser pick it up now; visitors get it with the next publish.',
        variant: 'success',
      });
    },
    describeError: saveErrorMessage,
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const codeField = (name: 'custom_head_code' | 'custom_body_code', label: string, hint: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {(control) => <Textarea className="font-mono" spellCheck={false} {...control} {...register(name)} />}
    </Field>
  );
  return (
    <SectionCard title="Tag manager">
      <EditorForm onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Google Tag Manager id"
          placeholder="GTM-XXXXXXX"
          hint="Leave empty to load no container."
          autoCapitalize="characters"
          error={errors.gtm_id?.message}
          {...register('gtm_id')}
        />
        {codeField('custom_head_code', 'Custom head code', 'HTML added to every page’s head.')}
        {codeField('custom_body_code', 'Custom body code', 'HTML added at the end of every page’s body.')}
        <Button type="submit" pending={saving} disabled={!isDirty}>
          Save tag manager
        </Button>
      </EditorForm>
    </SectionCard>
  );
}
