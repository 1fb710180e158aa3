import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables, TablesUpdate } from '@lib/database.types';
import { useOptimisticMutation } from '@admin/lib/content-resource/optimistic';
import { describeSaveError, type RefusalMessages } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';

export type SiteSettingsRow = Tables<'site_settings'>;
export type ChatWidgetRow = Tables<'whatsapp_widget'>;

const SITE_SETTINGS_KEY = ['settings', 'site'] as const;
const CHAT_WIDGET_KEY = ['settings', 'chat-widget'] as const;

export const useSiteSettings = () =>
  useQuery({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: async () => (await supabase.from('site_settings').select('*').single().throwOnError()).data,
  });

export const useChatWidget = () =>
  useQuery({
    queryKey: CHAT_WIDGET_KEY,
    queryFn: async () => (await supabase.from('whatsapp_widget').select('*').single().throwOnError()).data,
  });

/**
 * Saves part of a table of one row with `update` and puts the row it sends back in the cache
 * under `queryKey`; no row back means RLS refused the change.
 */
function useUpdateSingleRow<Changes, Row>(
  update: (changes: Changes) => PromiseLike<{ data: Row }>,
  queryKey: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Changes) => (await update(changes)).data,
    onSuccess: (row) => queryClient.setQueryData(queryKey, row),
  });
}

export const useUpdateSiteSettings = () =>
  useUpdateSingleRow(
    (changes: TablesUpdate<'site_settings'>) =>
      supabase.from('site_settings').update(changes).eq('id', true).select('*').single().throwOnError(),
    SITE_SETTINGS_KEY,
  );

export const useUpdateChatWidget = () =>
  useUpdateSingleRow(
    (changes: TablesUpdate<'whatsapp_widget'>) =>
      supabase.from('whatsapp_widget').update(changes).eq('id', true).select('*').single().throwOnError(),
    CHAT_WIDGET_KEY,
  );

type VisibilityRow = Pick<Tables<'page_visibility'>, 'page_name' | 'is_visible'>;
const PAGE_VISIBILITY_KEY = ['settings', 'page-visibility'] as const;

export const usePageVisibility = () =>
  useQuery({
    queryKey: PAGE_VISIBILITY_KEY,
    queryFn: async (): Promise<VisibilityRow[]> => {
      const { data } = await supabase
        .from('page_visibility')
        .select('page_name, is_visible')
        .order('page_name')
        .throwOnError();
      return data;
    },
  });

/** Switches one page on or off at once (a page without a row gets one); the list shows the new state while it saves. */
export const useSetPageVisibility = () =>
  useOptimisticMutation<VisibilityRow, VisibilityRow[]>({
    key: PAGE_VISIBILITY_KEY,
    refresh: PAGE_VISIBILITY_KEY,
    change: (rows, change) => [...rows.filter((row) => row.page_name !== change.page_name), change],
    save: async ({ page_name, is_visible }) => {
      await supabase
        .from('page_visibility')
        .upsert({ page_name, is_visible })
        .select('page_name')
        .single()
        .throwOnError();
    },
  });

/** The database's refusals of a settings change, in words an admin can act on. */
export const SETTINGS_REFUSALS: RefusalMessages = {
  invalid: 'The database refused a value. Check the fields and try again.',
  forbidden: 'You do not have permission to change these settings.',
  noRowMeansForbidden: true,
};

/** A friendly line for a failed save. */
export const saveErrorMessage = (error: unknown): string => describeSaveError(error, SETTINGS_REFUSALS);
