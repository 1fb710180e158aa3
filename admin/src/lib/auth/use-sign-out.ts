import { useMutation } from '@tanstack/react-query';
import { supabase } from '../supabase';

/** Ends this browser's session (other devices stay signed in). */
export const useSignOut = () =>
  useMutation({
    mutationFn: async () => {
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      if (error) throw error;
    },
  });
