import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  isoToLocalDateTime,
  localDateTimeToIso,
  MAINTENANCE_MESSAGE_MAX,
  type MaintenanceInput,
  type MaintenanceValues,
  maintenanceSchema,
} from '@admin/lib/settings/maintenance';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { type MaintenanceSettings, useUpdateMaintenance } from './api/maintenance';
import { MaintenancePreview } from './maintenance-preview';

const formValues = (row: MaintenanceSettings): MaintenanceInput => ({
  maintenance_enabled: row.maintenance_enabled,
  maintenance_message: row.maintenance_message ?? '',
  maintenance_ends_at: isoToLocalDateTime(row.maintenance_ends_at),
});

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Maintenance switch, message and expected end, with what visitors will see. */
export function MaintenanceForm({ settings }: { settings: MaintenanceSettings }) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const update = useUpdateMaintenance();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<MaintenanceInput, unknown, MaintenanceValues>({
    resolver: zodResolver(maintenanceSchema),
    defaultValues: formValues(settings),
  });
  const live = useWatch({ control });
  const save = (values: MaintenanceValues) =>
    update.mutate(values, {
      onSuccess: (row) => {
        reset(formValues(row));
        toast({
          title: row.maintenance_enabled ? 'Maintenance mode is on' : 'Maintenance mode is off',
          description: row.maintenance_enabled
            ? 'Visitors now see the maintenance screen.'
            : 'Visitors see the site again.',
          variant: 'success',
        });
      },
      onError: (error) => {
        const code = (error as { code?: unknown }).code;
        const message =
          code === 'PGRST116'
            ? 'You do not have permission to change maintenance mode.'
            : describeError(error);
        toast({ title: 'Not saved', description: message, variant: 'error' });
      },
    });
  const endsAt = localDateTimeToIso(live.maintenance_ends_at ?? '') ?? null;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card aria-labelledby="maintenance-heading">
        <CardHeader id="maintenance-heading" title="Maintenance" />
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void handleSubmit(save)(event)}
          className="space-y-4"
        >
          <Controller
            control={control}
            name="maintenance_enabled"
            render={({ field }) => (
              <Switch
                label="Maintenance mode"
                description="When on, visitors see the maintenance screen on every page."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
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
          <Button type="submit" pending={update.isPending} disabled={!isDirty}>
            Save
          </Button>
        </form>
      </Card>
      <Card aria-labelledby="maintenance-preview-heading">
        <CardHeader id="maintenance-preview-heading" title="What visitors will see" />
        <MaintenancePreview
          tagline={settings.tagline}
          email={settings.email}
          message={live.maintenance_message ?? ''}
          endsAt={endsAt}
        />
      </Card>
    </div>
  );
}
