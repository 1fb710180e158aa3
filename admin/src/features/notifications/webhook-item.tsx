import { Copy, Eye, EyeOff, Pencil, RefreshCw, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DeliveryStatusBadge,
  LastAnswer,
  webhookEventLabel,
} from '@admin/components/deliveries/delivery-labels';
import { RowAction, TimeCell } from '@admin/components/data-table/cells';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { StaticTable } from '@admin/components/ui/static-table';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import { dateTime } from '@admin/lib/format-time';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import {
  useChangeWebhook,
  useSendTestWebhook,
  useWebhookDeliveries,
  type Webhook,
  WEBHOOK_DELIVERIES_SHOWN,
} from './api';

interface WebhookItemProps {
  webhook: Webhook;
  onEdit: () => void;
  onDelete: () => void;
}

/** One webhook: address, events, on/off (and why it was switched off), secret, test and latest deliveries. */
export function WebhookItem({ webhook, onEdit, onDelete }: WebhookItemProps) {
  const headingId = useId();
  const change = useChangeWebhook();
  const sendTest = useSendTestWebhook(webhook.id);
  const [rotating, setRotating] = useState(false);
  const autoDisabled = !webhook.is_enabled && webhook.disabled_reason !== null;

  const setEnabled = (enabled: boolean) =>
    change.mutate(
      { action: enabled ? 'enable' : 'disable', id: webhook.id },
      outcomeToasts({ done: `“${webhook.name}” switched ${enabled ? 'on' : 'off'}`, failed: 'Not changed' }),
    );
  const onSendTest = () =>
    sendTest.mutate(
      undefined,
      outcomeToasts({
        done: 'Test event queued',
        detail: `A webhook.test event goes to “${webhook.name}” within seconds; its delivery is listed below.`,
        failed: 'Test not sent',
      }),
    );
  const onRotate = () =>
    change.mutate(
      { action: 'rotate', id: webhook.id },
      {
        ...outcomeToasts({
          done: 'Secret rotated',
          detail: 'Give the new secret to the receiving service: signatures now use it.',
          failed: 'Not rotated',
        }),
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
            <RowAction label="Edit" name={webhook.name} icon={Pencil} onClick={onEdit} />
            <RowAction label="Delete" name={webhook.name} icon={Trash2} onClick={onDelete} />
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
                  <span title={event}>{webhookEventLabel(event)}</span>
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

/** The signing secret: hidden until asked for, copied in one press, rotated after a confirmation. */
function WebhookSecret({ webhook, onRotate }: { webhook: Webhook; onRotate: () => void }) {
  const [shown, setShown] = useState(false);
  const labelId = useId();
  const ShowIcon = shown ? EyeOff : Eye;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(webhook.secret);
      toast({ title: 'Secret copied', variant: 'success' });
    } catch {
      toast({
        title: 'Not copied',
        description: 'This browser did not allow copying: show the secret and copy it by hand.',
        variant: 'error',
      });
    }
  };
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-ink-900">
        Signing secret
      </p>
      <p
        aria-labelledby={labelId}
        className="break-all rounded-lg bg-ink-50 px-3 py-2 font-mono text-xs text-ink-900"
        data-testid="webhook-secret"
      >
        {shown ? webhook.secret : `${'•'.repeat(16)} (hidden)`}
      </p>
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" aria-pressed={shown} onClick={() => setShown(!shown)}>
          <ShowIcon className="h-4 w-4" aria-hidden="true" />
          {shown ? 'Hide secret' : 'Show secret'}
          <span className="sr-only"> of {webhook.name}</span>
        </Button>
        <RowAction label="Copy secret" name={`of ${webhook.name}`} icon={Copy} onClick={() => void copy()} />
        <RowAction label="Rotate secret" name={`of ${webhook.name}`} icon={RefreshCw} onClick={onRotate} />
      </div>
    </div>
  );
}

/** The webhook's latest deliveries, newest first, with the receiver's HTTP status. */
function WebhookDeliveries({ webhookId, name }: { webhookId: string; name: string }) {
  return (
    <div>
      <p className="text-sm font-medium text-ink-900">Latest deliveries</p>
      <QueryView
        query={useWebhookDeliveries(webhookId)}
        loading={<p className="mt-1 text-sm text-ink-700">Loading…</p>}
        errorTitle="Its deliveries could not be loaded"
        empty={<p className="mt-1 text-sm text-ink-700">None yet. “Send test” sends one.</p>}
      >
        {(rows) => (
          <StaticTable
            caption={`The last ${WEBHOOK_DELIVERIES_SHOWN} deliveries to ${name}`}
            headings={['Event', 'Status', 'Answer', 'Queued']}
            density="compact"
            className="mt-1"
            data-testid="webhook-deliveries"
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="py-1.5 pr-4">
                  <code className="text-xs">{row.event}</code>
                </td>
                <td className="py-1.5 pr-4">
                  <DeliveryStatusBadge status={row.status} />
                  {row.attempts > 1 && (
                    <span className="ml-1 text-xs text-ink-700">{row.attempts} attempts</span>
                  )}
                </td>
                <td className="py-1.5 pr-4">
                  <LastAnswer {...row} />
                </td>
                <td className="whitespace-nowrap py-1.5 text-xs text-ink-700">
                  <TimeCell at={row.created_at} relative />
                </td>
              </tr>
            ))}
          </StaticTable>
        )}
      </QueryView>
    </div>
  );
}
