import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables, TablesUpdate } from '@lib/database.types';
import { describeSaveError } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';

export type SiteSettingsRow = Tables<'site_settings'>;
export type ChatWidgetRow = Tables<'whatsapp_widget'>;

const siteSettingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'site'],
    queryFn: async () => {
      const { data } = await supabase.from('site_settings').select('*').single().throwOnError();
      return data;
    },
  });

const chatWidgetQuery = () =>
  queryOptions({
    queryKey: ['settings', 'chat-widget'],
    queryFn: async () => {
      const { data } = await supabase.from('whatsapp_widget').select('*').single().throwOnError();
      return data;
    },
  });

const pageVisibilityQuery = () =>
  queryOptions({
    queryKey: ['settings', 'page-visibility'],
    queryFn: async () => {
      const { data } = await supabase
        .from('page_visibility')
        .select('page_name, is_visible')
        .order('page_name')
        .throwOnError();
      return data;
    },
  });

export const useSiteSettings = () => useQuery(siteSettingsQuery());
export const useChatWidget = () => useQuery(chatWidgetQuery());
export const usePageVisibility = () => useQuery(pageVisibilityQuery());

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
    siteSettingsQuery().queryKey,
  );

export const useUpdateChatWidget = () =>
  useUpdateSingleRow(
    (changes: TablesUpdate<'whatsapp_widget'>) =>
      supabase.from('whatsapp_widget').update(changes).eq('id', true).select('*').single().throwOnError(),
    chatWidgetQuery().queryKey,
  );

/** Switches one page on or off at once (a page without a row gets one); the list shows the new state while it saves. */
export const useSetPageVisibility = () => {
  const queryClient = useQueryClient();
  const { queryKey } = pageVisibilityQuery();
  return useMutation({
    mutationFn: async ({ page_name, is_visible }: { page_name: string; is_visible: boolean }) => {
      await supabase
        .from('page_visibility')
        .upsert({ page_name, is_visible })
        .select('page_name')
        .single()
        .throwOnError();
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (rows) => [
        ...(rows ?? []).filter((row) => row.page_name !== change.page_name),
        change,
      ]);
      return { before };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(queryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
};

/** A friendly line for a failed save: the database's refusals in words an admin can act on. */
export const saveErrorMessage = (error: unknown): string =>
  describeSaveError(error, {
    invalid: 'The database refused a value. Check the fields and try again.',
    forbidden: 'You do not have permission to change these settings.',
    noRowMeansForbidden: true,
  });
