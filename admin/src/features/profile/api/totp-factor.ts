import { useMutation, useQueryClient } from '@tanstack/react-query';
import { factorsQuery } from '@admin/lib/auth/staff-context';
import { supabase } from '@admin/lib/supabase';

export interface PendingFactor {
  id: string;
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  uri: string;
  /** The same secret as text, for apps that cannot scan. */
  secret: string;
}

/** Starts TOTP enrolment (replacing an earlier unfinished one); the factor counts once a code verifies it. */
export const useEnrollTotp = () =>
  useMutation({
    mutationFn: async (): Promise<PendingFactor> => {
      const factors = await supabase.auth.mfa.listFactors();
      if (factors.error) throw factors.error;
      for (const factor of factors.data.all.filter((f) => f.status === 'unverified')) {
        const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
        if (error) throw error;
      }
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
      if (error) throw error;
      return { id: data.id, uri: data.totp.uri, secret: data.totp.secret };
    },
  });

/** Verifies a first code: the factor becomes active and this session aal2. */
export const useConfirmTotp = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorsQuery(userId).queryKey }),
  });
};

/** Removes a factor (a verified one needs this session to be aal2, which signing in with it gave). */
export const useRemoveTotp = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: factorsQuery(userId).queryKey }),
  });
};
