import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import { siteSettingsQuery } from './get-settings';

export type SiteSettingsUpdate = Database['public']['Tables']['site_settings']['Update'];

/** Saves part of the single site_settings row; no row back means RLS refused the change. */
export const useUpdateSiteSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SiteSettingsUpdate) => {
      const { data } = await supabase
        .from('site_settings')
        .update(changes)
        .eq('id', true)
        .select('*')
        .single()
        .throwOnError();
      return data;
    },
    onSuccess: (row) => queryClient.setQueryData(siteSettingsQuery().queryKey, row),
  });
};
