import { useMutation } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';

/** The second step: a challenge on the factor, answered with the code; the session becomes aal2. */
export const useVerifyTotp = () =>
  useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
      if (error) throw error;
    },
  });
