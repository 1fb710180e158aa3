import { useMutation } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';

export const useUpdatePassword = () =>
  useMutation({
    mutationFn: async (password: string) => {
      const { error } = await supabase.auth.updateUser({ password });
      if (error) throw error;
    },
  });
