import { zodResolver } from '@hookform/resolvers/zod';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@admin/components/deliveries/delivery-labels';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { useChangeWebhook, type Webhook } from './api/webhooks';
import { EMPTY_WEBHOOK, type WebhookInput, webhookSchema, type WebhookValues } from './webhook-schema';

const valuesOf = (webhook: Webhook | null): WebhookInput =>
  webhook
    ? {
        name: webhook.name,
        url: webhook.url,
        events: webhook.events.filter((event): event is WebhookInput['events'][number] =>
          (WEBHOOK_EVENTS as readonly string[]).includes(event),
        ),
      }
    : EMPTY_WEBHOOK;

/** Adds or edits a webhook: its name, address and events. */
export function WebhookForm({ webhook, onDone }: { webhook: Webhook | null; onDone: () => void }) {
  const change = useChangeWebhook();
  const { form, onSubmit, saving } = useSavingForm<WebhookInput, WebhookValues, unknown>({
    resolver: zodResolver(webhookSchema),
    defaultValues: valuesOf(webhook),
    save: (values) =>
      change.mutateAsync(
        webhook ? { action: 'update', id: webhook.id, values } : { action: 'create', values },
      ),
    onSaved: () => {
      toast(
        webhook
          ? { title: 'Webhook saved', variant: 'success' }
          : {
              title: 'Webhook added',
              description: 'Its signing secret is with it in the list: give it to the receiving service.',
              variant: 'success',
            },
      );
      onDone();
    },
    describeError: (error) =>
      describeSaveError(error, {
        forbidden: 'Only admins can change webhooks.',
        noRowMeansForbidden: true,
        invalid: 'The database refused a value: check the address (http or https) and the events.',
      }),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const eventsError = errors.events?.message ?? errors.events?.root?.message;
  return (
    <EditorForm onSubmit={onSubmit} className="space-y-4">
      <TextField label="Name" placeholder="CRM" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Address"
        type="url"
        placeholder="https://hooks.example.com/leads"
        hint="Where the events are posted. Only public addresses are called."
        error={errors.url?.message}
        {...register('url')}
      />
      <fieldset aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink-900">Events</legend>
        <div className="space-y-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-start gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                value={event}
                className="mt-0.5 h-4 w-4 accent-brand-700"
                aria-invalid={eventsError ? true : undefined}
                {...register('events')}
              />
              <span>
                {WEBHOOK_EVENT_LABELS[event]} <code className="text-xs text-ink-600">{event}</code>
              </span>
            </label>
          ))}
        </div>
        {eventsError && (
          <p id="webhook-events-error" className="mt-2 text-sm font-medium text-red-700">
            {eventsError}
          </p>
        )}
      </fieldset>
      <DialogFormActions onCancel={onDone} pending={saving}>
        {webhook ? 'Save webhook' : 'Add webhook'}
      </DialogFormActions>
    </EditorForm>
  );
}
