import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  isWebhookEvent,
  WEBHOOK_EVENTS,
  webhookEventLabel,
} from '@admin/components/deliveries/delivery-labels';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { type TextFieldSpec, TextFields } from '@admin/components/forms/text-fields';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { DeleteConfirmDialog } from '@admin/components/ui/delete-confirm-dialog';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { useChangeWebhook, useDeleteWebhook, useWebhooks, type Webhook } from './api';
import { EMPTY_WEBHOOK, type WebhookInput, webhookSchema, type WebhookValues } from './schemas';
import { WebhookItem } from './webhook-item';

/** The webhooks (admins only): each sends the events it is subscribed to, signed, to its address. */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<{ webhook: Webhook | null } | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const remove = useDeleteWebhook();
  return (
    <Card aria-labelledby="webhooks-heading">
      <CardHeader
        id="webhooks-heading"
        title="Webhooks"
        actions={
          <Button size="sm" onClick={() => setEditing({ webhook: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add webhook
          </Button>
        }
      />
      <p className="mb-4 text-sm text-ink-700">
        A webhook posts each chosen event as JSON to another service (a CRM, Slack, Zapier). Every request is
        signed: the <code>X-GrowDigital-Signature</code> header holds <code>t=</code> the Unix time and{' '}
        <code>v1=</code> the HMAC-SHA256, in hex, of the time, a dot and the body, keyed with the webhook’s
        secret. Failed requests are retried; after 10 failures in a row the webhook is switched off.
      </p>
      <QueryView
        query={webhooks}
        loading={<Skeleton className="h-40" />}
        errorTitle="The webhooks could not be loaded"
        empty={<EmptyState title="No webhooks yet." />}
      >
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((webhook) => (
              <WebhookItem
                key={webhook.id}
                webhook={webhook}
                onEdit={() => setEditing({ webhook })}
                onDelete={() => setDeleting(webhook)}
              />
            ))}
          </ul>
        )}
      </QueryView>
      <ItemDialog
        item={editing}
        onClose={() => setEditing(null)}
        title={({ webhook }) => (webhook ? 'Edit webhook' : 'Add webhook')}
      >
        {({ webhook }) => <WebhookForm webhook={webhook} onDone={() => setEditing(null)} />}
      </ItemDialog>
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this webhook?"
        description={(webhook) =>
          `“${webhook.name}” will get no more events. Its past deliveries stay listed under Deliveries.`
        }
        confirmLabel="Delete webhook"
        remove={(webhook) => remove.mutateAsync(webhook.id)}
        deleted="Webhook deleted"
      />
    </Card>
  );
}

const valuesOf = (webhook: Webhook | null): WebhookInput =>
  webhook
    ? { name: webhook.name, url: webhook.url, events: webhook.events.filter(isWebhookEvent) }
    : EMPTY_WEBHOOK;

const WEBHOOK_FIELDS: TextFieldSpec<WebhookInput>[] = [
  { name: 'name', label: 'Name', placeholder: 'CRM' },
  {
    name: 'url',
    label: 'Address',
    type: 'url',
    placeholder: 'https://hooks.example.com/leads',
    hint: 'Where the events are posted. Only public addresses are called.',
  },
];

/** Adds or edits a webhook: its name, address and events. */
function WebhookForm({ webhook, onDone }: { webhook: Webhook | null; onDone: () => void }) {
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
      <TextFields form={form} fields={WEBHOOK_FIELDS} />
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
                {webhookEventLabel(event)} <code className="text-xs text-ink-600">{event}</code>
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
