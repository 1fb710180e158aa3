import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import type { WebhookValues } from '../webhook-schema';

export type Webhook = Pick<
  Tables<'webhooks'>,
  | 'id'
  | 'name'
  | 'url'
  | 'events'
  | 'secret'
  | 'is_enabled'
  | 'consecutive_failures'
  | 'disabled_at'
  | 'disabled_reason'
  | 'created_at'
>;

const COLUMNS =
  'id, name, url, events, secret, is_enabled, consecutive_failures, disabled_at, disabled_reason, created_at';
export const WEBHOOKS_KEY = ['notifications', 'webhooks'] as const;

export const webhooksQuery = () =>
  queryOptions({
    queryKey: WEBHOOKS_KEY,
    queryFn: async (): Promise<Webhook[]> => {
      const { data } = await supabase
        .from('webhooks')
        .select(COLUMNS)
        .order('created_at')
        .order('id')
        .throwOnError();
      return data;
    },
  });

export const useWebhooks = (enabled: boolean) => useQuery({ ...webhooksQuery(), enabled });

type WebhookChange =
  | { action: 'create'; values: WebhookValues }
  | { action: 'update'; id: string; values: WebhookValues }
  | { action: 'enable'; id: string }
  | { action: 'disable'; id: string }
  | { action: 'rotate'; id: string };

async function apply(change: WebhookChange): Promise<void> {
  switch (change.action) {
    case 'create':
      await supabase.from('webhooks').insert(change.values).throwOnError();
      return;
    // The database gives a new random secret (rotate_webhook_secret); the list shows it.
    case 'rotate':
      await supabase.rpc('rotate_webhook_secret', { webhook_id: change.id }).throwOnError();
      return;
    default: {
      // Switched back on, the database starts the failure count again and clears the automatic reason.
      const update = change.action === 'update' ? change.values : { is_enabled: change.action === 'enable' };
      // Row-level security lets only admins update: for anyone else no row comes back (PGRST116).
      await supabase.from('webhooks').update(update).eq('id', change.id).select('id').single().throwOnError();
    }
  }
}

/** Adds, edits, switches or re-keys a webhook (admins only). */
export const useChangeWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: apply,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
};

export const useDeleteWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await supabase.from('webhooks').delete().eq('id', id).select('id').throwOnError();
      // Row-level security hides the row from anyone but an admin: nothing deleted means refused.
      if (data.length === 0)
        throw Object.assign(new Error('You do not have permission to do that.'), { code: '42501' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
};

export type WebhookDelivery = Pick<
  Tables<'outbox_messages'>,
  'id' | 'event' | 'status' | 'attempts' | 'last_status' | 'last_error' | 'created_at' | 'sent_at'
>;

export const WEBHOOK_DELIVERIES_SHOWN = 5;

/** A webhook's latest deliveries, looked at again every few seconds while one is on its way. */
export const useWebhookDeliveries = (webhookId: string) =>
  useQuery({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', webhookId],
    queryFn: async (): Promise<WebhookDelivery[]> => {
      const { data } = await supabase
        .from('outbox_messages')
        .select('id, event, status, attempts, last_status, last_error, created_at, sent_at')
        .eq('webhook_id', webhookId)
        .order('created_at', { ascending: false })
        .order('id')
        .limit(WEBHOOK_DELIVERIES_SHOWN)
        .throwOnError();
      return data;
    },
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.status === 'queued' || row.status === 'sending') ? 3000 : false,
  });

/** "Send test": queues a webhook.test event for this webhook (send_test_webhook) and shows it. */
export const useSendTestWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (webhookId: string): Promise<string> => {
      const { data } = await supabase.rpc('send_test_webhook', { webhook_id: webhookId }).throwOnError();
      return data;
    },
    onSettled: (_id, _error, webhookId) =>
      queryClient.invalidateQueries({ queryKey: [...WEBHOOKS_KEY, 'deliveries', webhookId] }),
  });
};
