import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import type { NotificationValues } from '../notification-schema';

export type NotificationSetting = Pick<
  Tables<'notification_settings'>,
  'kind' | 'recipients' | 'mode' | 'digest_hour' | 'time_zone' | 'updated_at'
>;

const COLUMNS = 'kind, recipients, mode, digest_hour, time_zone, updated_at';
export const NOTIFICATION_SETTINGS_KEY = ['notifications', 'settings'] as const;

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: async (): Promise<NotificationSetting[]> => {
      const { data } = await supabase.from('notification_settings').select(COLUMNS).throwOnError();
      return data;
    },
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());

/**
 * Saves one lead kind's recipients and timing. Row-level security lets only admins update: for
 * anyone else no row comes back, which `.single()` reports as PGRST116.
 */
export const useUpdateNotificationSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, values }: { kind: string; values: NotificationValues }) => {
      const { data } = await supabase
        .from('notification_settings')
        .update(values)
        .eq('kind', kind)
        .select(COLUMNS)
        .single()
        .throwOnError();
      return data;
    },
    onSuccess: (row) =>
      queryClient.setQueryData<NotificationSetting[]>(NOTIFICATION_SETTINGS_KEY, (rows) =>
        rows?.map((existing) => (existing.kind === row.kind ? row : existing)),
      ),
  });
};
