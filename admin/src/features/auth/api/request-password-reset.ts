import { useMutation } from '@tanstack/react-query';
import { ADMIN_BASE, paths } from '@admin/config/paths';
import { supabase } from '@admin/lib/supabase';

/** Emails a recovery link that signs the user in on /admin/reset-password. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: async (email: string) => {
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}${ADMIN_BASE}${paths.resetPassword}`,
      });
      if (error) throw error;
    },
  });
