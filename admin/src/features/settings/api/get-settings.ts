import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'site'],
    queryFn: async () => {
      const { data } = await supabase.from('site_settings').select('*').single().throwOnError();
      return data;
    },
  });

export const chatWidgetQuery = () =>
  queryOptions({
    queryKey: ['settings', 'chat-widget'],
    queryFn: async () => {
      const { data } = await supabase.from('whatsapp_widget').select('*').single().throwOnError();
      return data;
    },
  });

export const pageVisibilityQuery = () =>
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
