import { Pencil, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { WEBHOOK_EVENT_LABELS } from '@admin/components/deliveries/delivery-labels';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { dateTime } from '@admin/lib/format-time';
import { useChangeWebhook, useSendTestWebhook, type Webhook } from './api/webhooks';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecret } from './webhook-secret';

const eventLabel = (event: string): string =>
  event in WEBHOOK_EVENT_LABELS ? WEBHOOK_EVENT_LABELS[event as keyof typeof WEBHOOK_EVENT_LABELS] : event;

interface WebhookItemProps {
  webhook: Webhook;
  onEdit: () => void;
  onDelete: () => void;
}

/** One webhook: address, events, on/off (and why it was switched off), secret, test and latest deliveries. */
export function WebhookItem({ webhook, onEdit, onDelete }: WebhookItemProps) {
  const headingId = useId();
  const change = useChangeWebhook();
  const sendTest = useSendTestWebhook();
  const [rotating, setRotating] = useState(false);
  const autoDisabled = !webhook.is_enabled && webhook.disabled_reason !== null;

  const setEnabled = (enabled: boolean) =>
    change.mutate(
      { action: enabled ? 'enable' : 'disable', id: webhook.id },
      {
        onSuccess: () =>
          toast({
            title: enabled ? `“${webhook.name}” switched on` : `“${webhook.name}” switched off`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: 'Not changed', description: describeError(error), variant: 'error' }),
      },
    );
  const onSendTest = () =>
    sendTest.mutate(webhook.id, {
      onSuccess: () =>
        toast({
          title: 'Test event queued',
          description: `A webhook.test event goes to “${webhook.name}” within seconds; its delivery is listed below.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: 'Test not sent', description: describeError(error), variant: 'error' }),
    });
  const onRotate = () =>
    change.mutate(
      { action: 'rotate', id: webhook.id },
      {
        onSuccess: () =>
          toast({
            title: 'Secret rotated',
            description: 'Give the new secret to the receiving service: signatures now use it.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: 'Not rotated', description: describeError(error), variant: 'error' }),
        onSettled: () => setRotating(false),
      },
    );

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-4 rounded-lg border border-ink-200 p-4"
        data-testid="webhook"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-ink-950">
              {webhook.name}
              {webhook.is_enabled ? (
                <Badge tone="success">On</Badge>
              ) : autoDisabled ? (
                <Badge tone="danger">Switched off automatically</Badge>
              ) : (
                <Badge>Off</Badge>
              )}
            </h3>
            <p className="text-sm text-ink-800">
              <AddressText value={webhook.url} />
            </p>
          </div>
          <div className="flex flex-wrap gap-1">
            <Button variant="secondary" size="sm" pending={sendTest.isPending} onClick={onSendTest}>
              {!sendTest.isPending && <Send className="h-4 w-4" aria-hidden="true" />}
              Send test<span className="sr-only"> to {webhook.name}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={onEdit}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit<span className="sr-only"> {webhook.name}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={onDelete}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete<span className="sr-only"> {webhook.name}</span>
            </Button>
          </div>
        </div>
        {autoDisabled && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="disabled-reason">
            Switched off automatically{webhook.disabled_at ? ` on ${dateTime(webhook.disabled_at)}` : ''}.{' '}
            {webhook.disabled_reason} Fix the receiving end, then switch it on again.
          </p>
        )}
        {webhook.is_enabled && webhook.consecutive_failures > 0 && (
          <p className="text-sm text-amber-900">
            The last{' '}
            {webhook.consecutive_failures === 1 ? 'delivery' : `${webhook.consecutive_failures} deliveries`}{' '}
            failed; it is switched off after 10 failures in a row.
          </p>
        )}
        <div>
          <p className="text-sm font-medium text-ink-900">Events</p>
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={`Events sent to ${webhook.name}`}>
            {webhook.events.map((event) => (
              <li key={event}>
                <Badge tone="brand">
                  <span title={event}>{eventLabel(event)}</span>
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <Switch
          label="Send events"
          labelContext={webhook.name}
          description={webhook.is_enabled ? 'On: events are sent.' : 'Off: events are not queued for it.'}
          checked={webhook.is_enabled}
          disabled={change.isPending}
          onCheckedChange={setEnabled}
        />
        <WebhookSecret webhook={webhook} onRotate={() => setRotating(true)} />
        <WebhookDeliveries webhookId={webhook.id} name={webhook.name} />
        <ConfirmDialog
          open={rotating}
          onOpenChange={setRotating}
          title="Rotate the secret?"
          description={`“${webhook.name}” signs its requests with a new secret from now on. Until the receiving service has it, signatures it checks with the old one fail.`}
          confirmLabel="Rotate secret"
          pending={change.isPending}
          onConfirm={onRotate}
        />
      </article>
    </li>
  );
}
