import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SelectField, TimeZoneField } from '@admin/components/forms/select-field';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { Field, Textarea } from '@admin/components/ui/field';
import { SectionCard } from '@admin/components/ui/section-card';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { type NotificationSetting, useUpdateNotificationSetting } from './api';
import {
  hourLabel,
  type NotificationInput,
  notificationFormValues,
  notificationSchema,
  type NotificationValues,
  RECIPIENTS_MAX,
} from './schemas';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));

interface RecipientsFormProps {
  /** The kind's title, and `lead` ("a contact message") for the sentences about it. */
  about: { title: string; lead: string };
  setting: NotificationSetting;
  canEdit: boolean;
  /** The company email of the General settings: who is emailed while the list is empty. */
  companyEmail: string | null;
}

/** One lead kind's staff emails: the recipients, and instant or a daily digest at an hour in a zone. */
export function RecipientsForm({
  about: { title, lead },
  setting,
  canEdit,
  companyEmail,
}: RecipientsFormProps) {
  const update = useUpdateNotificationSetting();
  const { form, onSubmit, saving } = useSavingForm<
    NotificationInput,
    NotificationValues,
    NotificationSetting
  >({
    resolver: zodResolver(notificationSchema),
    defaultValues: notificationFormValues(setting),
    save: (values) => update.mutateAsync({ kind: setting.kind, values }),
    resetTo: notificationFormValues,
    onSaved: () => toast({ title: `${title}: notifications saved`, variant: 'success' }),
    describeError: (error) =>
      describeSaveError(error, {
        forbidden: 'Only admins can change notification settings.',
        noRowMeansForbidden: true,
        invalid: 'The database refused a value: check the addresses, the hour and the time zone.',
      }),
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const mode = useWatch({ control, name: 'mode' });
  const empty = setting.recipients.length === 0;
  const whileEmpty = companyEmail
    ? `While this is empty, the company email of the General settings (${companyEmail}) is emailed about ${lead}.`
    : `Nobody is emailed about ${lead} while this and the company email of the General settings are empty.`;
  return (
    <SectionCard title={title} data-testid={`notifications-${setting.kind}`}>
      <EditorForm onSubmit={onSubmit}>
        <fieldset disabled={!canEdit} className="space-y-4">
          <legend className="sr-only">{title}: who is emailed, and when</legend>
          <Field
            label="Email to"
            hint={`${empty ? `${whileEmpty} ` : ''}One address per line, up to ${RECIPIENTS_MAX}.`}
            error={errors.recipients?.message}
          >
            {(controlProps) => (
              <Textarea
                {...controlProps}
                {...register('recipients')}
                rows={3}
                spellCheck={false}
                autoComplete="off"
                placeholder="sales@example.com"
              />
            )}
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink-900">When</legend>
            {[
              { value: 'instant', label: 'At once', help: `One email per ${lead.replace(/^an? /, '')}.` },
              { value: 'daily_digest', label: 'Daily digest', help: 'One email a day listing them all.' },
            ].map((option) => (
              <label key={option.value} className="flex items-start gap-2 text-sm text-ink-900">
                <input
                  type="radio"
                  value={option.value}
                  className="mt-0.5 h-4 w-4 accent-brand-700"
                  {...register('mode')}
                />
                <span>
                  {option.label} <span className="block text-ink-600">{option.help}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {mode === 'daily_digest' && (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
              <SelectField
                label="Digest at"
                error={errors.digest_hour?.message}
                options={HOURS}
                {...register('digest_hour')}
              />
              <TimeZoneField
                label="Time zone"
                error={errors.time_zone?.message}
                current={setting.time_zone}
                {...register('time_zone')}
              />
            </div>
          )}
          {canEdit && (
            <Button type="submit" pending={saving} disabled={!isDirty}>
              Save<span className="sr-only"> {title.toLowerCase()} settings</span>
            </Button>
          )}
        </fieldset>
      </EditorForm>
    </SectionCard>
  );
}
