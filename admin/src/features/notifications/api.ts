import type { QueryData } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { writeOneRow } from '@admin/lib/inbox/inbox-mutations';
import { useRefreshingMutation } from '@admin/lib/refreshing-mutation';
import { supabase } from '@admin/lib/supabase';
import type { NotificationValues, WebhookValues } from './schemas';

const SETTINGS_KEY = ['notifications', 'settings'] as const;
const SETTING_COLUMNS = 'kind, recipients, mode, digest_hour, time_zone, updated_at';
const selectSettings = () => supabase.from('notification_settings').select(SETTING_COLUMNS);

export type NotificationSetting = QueryData<ReturnType<typeof selectSettings>>[number];

export const useNotificationSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async (): Promise<NotificationSetting[]> => (await selectSettings().throwOnError()).data,
  });

/**
 * Saves one lead kind's recipients and timing. Row-level security lets only admins update: for
 * anyone else no row comes back, which `.single()` reports as PGRST116.
 */
export const useUpdateNotificationSetting = () =>
  useRefreshingMutation(
    SETTINGS_KEY,
    async ({ kind, values }: { kind: string; values: NotificationValues }) => {
      const { data } = await supabase
        .from('notification_settings')
        .update(values)
        .eq('kind', kind)
        .select(SETTING_COLUMNS)
        .single()
        .throwOnError();
      return data;
    },
  );

const WEBHOOKS_KEY = ['notifications', 'webhooks'] as const;
const selectWebhooks = () =>
  supabase
    .from('webhooks')
    .select(
      'id, name, url, events, secret, is_enabled, consecutive_failures, disabled_at, disabled_reason, created_at',
    )
    .order('created_at')
    .order('id');

export type Webhook = QueryData<ReturnType<typeof selectWebhooks>>[number];

export const useWebhooks = () =>
  useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: async (): Promise<Webhook[]> => (await selectWebhooks().throwOnError()).data,
  });

type WebhookChange =
  | { action: 'create'; values: WebhookValues }
  | { action: 'update'; id: string; values: WebhookValues }
  | { action: 'enable'; id: string }
  | { action: 'disable'; id: string }
  | { action: 'rotate'; id: string };

/** Adds, edits, switches or re-keys a webhook (admins only). */
export const useChangeWebhook = () =>
  useRefreshingMutation(WEBHOOKS_KEY, async (change: WebhookChange) => {
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
        const update =
          change.action === 'update' ? change.values : { is_enabled: change.action === 'enable' };
        // Row-level security lets only admins update: for anyone else no row comes back (PGRST116).
        await supabase
          .from('webhooks')
          .update(update)
          .eq('id', change.id)
          .select('id')
          .single()
          .throwOnError();
      }
    }
  });

/** Row-level security hides the row from anyone but an admin: nothing deleted means refused. */
export const useDeleteWebhook = () =>
  useRefreshingMutation(WEBHOOKS_KEY, (id: string) => writeOneRow(supabase.from('webhooks').delete(), id));

export const WEBHOOK_DELIVERIES_SHOWN = 5;

const deliveriesKey = (webhookId: string) => [...WEBHOOKS_KEY, 'deliveries', webhookId];

/** A webhook's latest deliveries, looked at again every few seconds while one is on its way. */
export const useWebhookDeliveries = (webhookId: string) =>
  useQuery({
    queryKey: deliveriesKey(webhookId),
    queryFn: async () => {
      const { data } = await supabase
        .from('outbox_messages')
        .select('id, event, channel, status, attempts, last_status, last_error, created_at, sent_at')
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
export const useSendTestWebhook = (webhookId: string) =>
  useRefreshingMutation(deliveriesKey(webhookId), async () => {
    await supabase.rpc('send_test_webhook', { webhook_id: webhookId }).throwOnError();
  });
