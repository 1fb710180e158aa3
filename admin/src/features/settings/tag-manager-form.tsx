import { zodResolver } from '@hookform/resolvers/zod';
import { TAG_MANAGER_STORAGE_KEYS } from '@lib/tracking/tag-manager';
import {
  type TagManagerInput,
  type TagManagerValues,
  tagManagerSchema,
} from '@admin/lib/settings/tag-manager';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { saveErrorMessage, type SiteSettingsRow, useUpdateSiteSettings } from './api';
import { SettingsFormCard } from './settings-form';

/**
 * Mirrors saved tag-manager settings to the browser-storage keys the site reads on load
 * (src/lib/tracking/tag-manager.ts); the site's open tabs reload after 1 s when an id is set.
 */
function mirrorTagManagerToStorage(values: TagManagerValues): void {
  const keys = TAG_MANAGER_STORAGE_KEYS;
  const write = (key: string, value: string | null) => {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  };
  try {
    write(keys.gtmId, values.gtm_id);
    write(keys.customHeadCode, values.custom_head_code);
    write(keys.customBodyCode, values.custom_body_code);
    window.localStorage.setItem(keys.lastUpdated, new Date().toISOString());
  } catch {
    // Storage can be unavailable (private mode, quota); the database copy is what the build uses.
  }
}

const formValues = (row: SiteSettingsRow): TagManagerInput => ({
  gtm_id: row.gtm_id ?? '',
  custom_head_code: row.custom_head_code ?? '',
  custom_body_code: row.custom_body_code ?? '',
});

/** Google Tag Manager id and custom code (site_settings), mirrored to this browser for preview. */
export function TagManagerForm({ settings }: { settings: SiteSettingsRow }) {
  const update = useUpdateSiteSettings();
  const saving = useSavingForm<TagManagerInput, TagManagerValues, SiteSettingsRow>({
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
    formState: { errors },
  } = saving.form;
  const codeField = (name: 'custom_head_code' | 'custom_body_code', label: string, hint: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {(control) => <Textarea className="font-mono" spellCheck={false} {...control} {...register(name)} />}
    </Field>
  );
  return (
    <SettingsFormCard title="Tag manager" saving={saving} submitLabel="Save tag manager">
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
    </SettingsFormCard>
  );
}
