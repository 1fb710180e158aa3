import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { useDeleteWebhook, useWebhooks, type Webhook } from './api/webhooks';
import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';

type Editing = { webhook: Webhook | null } | null;

/** The webhooks (admins only): each sends the events it is subscribed to, signed, to its address. */
export function WebhooksCard() {
  const webhooks = useWebhooks(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const remove = useDeleteWebhook();
  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Webhook deleted', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Not deleted', description: describeError(error), variant: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };
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
      {webhooks.isError ? (
        <ErrorState
          title="The webhooks could not be loaded"
          message={describeError(webhooks.error)}
          onRetry={() => void webhooks.refetch()}
        />
      ) : !webhooks.data ? (
        <Skeleton className="h-40" />
      ) : webhooks.data.length === 0 ? (
        <EmptyState title="No webhooks yet." />
      ) : (
        <ul className="space-y-4">
          {webhooks.data.map((webhook) => (
            <WebhookItem
              key={webhook.id}
              webhook={webhook}
              onEdit={() => setEditing({ webhook })}
              onDelete={() => setDeleting(webhook)}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing?.webhook ? 'Edit webhook' : 'Add webhook'}
      >
        {editing && <WebhookForm webhook={editing.webhook} onDone={() => setEditing(null)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this webhook?"
        description={`“${deleting?.name ?? ''}” will get no more events. Its past deliveries stay listed under Deliveries.`}
        confirmLabel="Delete webhook"
        destructive
        pending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </Card>
  );
}
