import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import {
  isoToLocalDateTime,
  localDateTimeToIso,
  MAINTENANCE_MESSAGE_MAX,
  type MaintenanceInput,
  type MaintenanceValues,
  maintenanceSchema,
} from '@lib/settings/maintenance';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SwitchField } from '@admin/components/forms/switch-field';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { SectionCard } from '@admin/components/ui/section-card';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { type MaintenanceSettings, useUpdateMaintenance } from './api/maintenance';
import { MaintenancePreview } from './maintenance-preview';

const formValues = (row: MaintenanceSettings): MaintenanceInput => ({
  maintenance_enabled: row.maintenance_enabled,
  maintenance_message: row.maintenance_message ?? '',
  maintenance_ends_at: isoToLocalDateTime(row.maintenance_ends_at),
});

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const describeRefusal = (error: unknown) =>
  describeSaveError(error, {
    forbidden: 'You do not have permission to change maintenance mode.',
    noRowMeansForbidden: true,
  });

/** Maintenance switch, message and expected end, with what visitors will see. */
export function MaintenanceForm({ settings }: { settings: MaintenanceSettings }) {
  const update = useUpdateMaintenance();
  const { form, onSubmit, saving } = useSavingForm<MaintenanceInput, MaintenanceValues, MaintenanceSettings>({
    resolver: zodResolver(maintenanceSchema),
    defaultValues: formValues(settings),
    save: update.mutateAsync,
    resetTo: formValues,
    onSaved: (row) =>
      toast({
        title: row.maintenance_enabled ? 'Maintenance mode is on' : 'Maintenance mode is off',
        description: row.maintenance_enabled
          ? 'Visitors now see the maintenance screen.'
          : 'Visitors see the site again.',
        variant: 'success',
      }),
    describeError: describeRefusal,
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const live = useWatch({ control });
  const endsAt = localDateTimeToIso(live.maintenance_ends_at ?? '') ?? null;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <SectionCard title="Maintenance">
        <EditorForm onSubmit={onSubmit} className="space-y-4">
          <SwitchField
            control={control}
            name="maintenance_enabled"
            label="Maintenance mode"
            description="When on, visitors see the maintenance screen on every page."
          />
          <Field
            label="Message"
            hint={`Up to ${MAINTENANCE_MESSAGE_MAX} characters; left empty, visitors read the standard message.`}
            error={errors.maintenance_message?.message}
          >
            {(props) => <Textarea rows={4} {...props} {...register('maintenance_message')} />}
          </Field>
          <TextField
            label="Expected end (optional)"
            type="datetime-local"
            hint={`In your time zone (${timeZone}); visitors see it in theirs.`}
            error={errors.maintenance_ends_at?.message}
            {...register('maintenance_ends_at')}
          />
          <Button type="submit" pending={saving} disabled={!isDirty}>
            Save
          </Button>
        </EditorForm>
      </SectionCard>
      <SectionCard title="What visitors will see">
        <MaintenancePreview
          tagline={settings.tagline}
          email={settings.email}
          message={live.maintenance_message ?? ''}
          endsAt={endsAt}
        />
      </SectionCard>
    </div>
  );
}
