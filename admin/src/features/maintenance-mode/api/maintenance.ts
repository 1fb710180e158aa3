import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@lib/database.types';
import type { MaintenanceValues } from '@admin/lib/settings/maintenance';
import { supabase } from '@admin/lib/supabase';

const COLUMNS = 'maintenance_enabled, maintenance_message, maintenance_ends_at, tagline, email';

export const maintenanceQuery = () =>
  queryOptions({
    queryKey: ['settings', 'maintenance'],
    queryFn: async (): Promise<MaintenanceSettings> => {
      const { data } = await supabase.from('site_settings').select(COLUMNS).single().throwOnError();
      return data;
    },
  });

export type MaintenanceSettings = Pick<
  Database['public']['Tables']['site_settings']['Row'],
  'maintenance_enabled' | 'maintenance_message' | 'maintenance_ends_at' | 'tagline' | 'email'
>;

export const useMaintenance = () => useQuery(maintenanceQuery());

/** Saves the maintenance columns; no row back means RLS refused the change. */
export const useUpdateMaintenance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: MaintenanceValues) => {
      const { data } = await supabase
        .from('site_settings')
        .update(values)
        .eq('id', true)
        .select(COLUMNS)
        .single()
        .throwOnError();
      return data;
    },
    onSuccess: (row) => {
      queryClient.setQueryData(maintenanceQuery().queryKey, row);
      void queryClient.invalidateQueries({ queryKey: ['settings', 'site'] });
    },
  });
};
