import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CALL_SETTINGS_COLUMNS,
  CALL_SETTINGS_KEY,
  CALLS_KEY,
  type CallSettings,
} from '@admin/components/calls/api/call-settings';
import { supabase } from '@admin/lib/supabase';
import type { CallSettingsValues } from '../availability/settings-schema';

/** Saves the booking rules. Only admins may: for anyone else no row comes back (PGRST116). */
export function useUpdateCallSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CallSettingsValues): Promise<CallSettings> => {
      const { data } = await supabase
        .from('call_settings')
        .update(values)
        .eq('id', true)
        .select(CALL_SETTINGS_COLUMNS)
        .single()
        .throwOnError();
      return data;
    },
    onSuccess: (row) => queryClient.setQueryData(CALL_SETTINGS_KEY, row),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALLS_KEY }),
  });
}
