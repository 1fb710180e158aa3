import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  expectedBackLine,
  isoToLocalDateTime,
  localDateTimeToIso,
  MAINTENANCE_MESSAGE_MAX,
  type MaintenanceInput,
  type MaintenanceValues,
  maintenanceSchema,
} from '@admin/lib/settings/maintenance';
import { SwitchField } from '@admin/components/forms/switch-field';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { PageHeader } from '@admin/components/ui/page-header';
import { SectionCard } from '@admin/components/ui/section-card';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { type SiteSettingsRow, useSiteSettings, useUpdateSiteSettings } from '../settings/api';
import { SettingsFormCard } from '../settings/settings-form';

export function MaintenancePage() {
  return (
    <>
      <PageHeader
        title="Maintenance mode"
        description="Take the public site offline with a message. It applies at once, without a publish."
      />
      <QueryView
        query={useSiteSettings()}
        loading={<Skeleton className="h-80" />}
        errorTitle="The maintenance settings could not be loaded"
      >
        {(settings) => <MaintenanceForm settings={settings} />}
      </QueryView>
    </>
  );
}

const formValues = (row: SiteSettingsRow): MaintenanceInput => ({
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
function MaintenanceForm({ settings }: { settings: SiteSettingsRow }) {
  const update = useUpdateSiteSettings();
  const saving = useSavingForm<MaintenanceInput, MaintenanceValues, SiteSettingsRow>({
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
    formState: { errors },
  } = saving.form;
  const live = useWatch({ control });
  const endsAt = localDateTimeToIso(live.maintenance_ends_at ?? '') ?? null;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <SettingsFormCard title="Maintenance" saving={saving} submitLabel="Save">
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
      </SettingsFormCard>
      {/* What visitors see while maintenance is on (src/components/site/MaintenanceScreen.astro). */}
      <SectionCard title="What visitors will see">
        <figure className="space-y-2">
          <div
            data-testid="maintenance-preview"
            className="grid min-h-72 place-items-center rounded-lg bg-ink-950 px-6 py-10 text-center"
          >
            <div className="max-w-md">
              <p className="text-xs font-bold uppercase tracking-[0.18em] text-accent-300">
                {settings.tagline}
              </p>
              <p className="mt-3 text-2xl font-extrabold tracking-tight text-white">
                We&apos;ll be right back
              </p>
              <p className="mt-4 leading-relaxed text-ink-200">
                {(live.maintenance_message ?? '').trim() || DEFAULT_MAINTENANCE_MESSAGE}
              </p>
              {endsAt && <p className="mt-2 text-sm text-ink-300">{expectedBackLine(endsAt)}</p>}
              {settings.email && (
                <p className="mt-6 text-sm text-ink-300">
                  Need us now? Email{' '}
                  <span className="font-semibold text-white underline underline-offset-4">
                    {settings.email}
                  </span>
                </p>
              )}
            </div>
          </div>
          <figcaption className="text-sm text-ink-600">
            What visitors see. Signed-in staff still see the site, with a banner.
          </figcaption>
        </figure>
      </SectionCard>
    </div>
  );
}
