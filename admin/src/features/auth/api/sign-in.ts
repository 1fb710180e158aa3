import { useMutation } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { SignInInput } from '../schemas';

/** Email and password sign-in; the session provider picks the new session up. */
export const useSignIn = () =>
  useMutation({
    mutationFn: async ({ email, password }: SignInInput) => {
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return data.session;
    },
  });
