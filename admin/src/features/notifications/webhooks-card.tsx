import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { DeleteConfirmDialog } from '@admin/components/ui/delete-confirm-dialog';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { useDeleteWebhook, useWebhooks, type Webhook } from './api/webhooks';
import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';

interface Editing {
  webhook: Webhook | null;
}

/** The webhooks (admins only): each sends the events it is subscribed to, signed, to its address. */
export function WebhooksCard() {
  const webhooks = useWebhooks(true);
  const [editing, setEditing] = useState<Editing | null>(null);
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
