import type { Session } from '@supabase/supabase-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { supabase } from '../supabase';

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

const SessionContext = createContext<SessionState | null>(null);

/**
 * Follows supabase-js's session (restored from storage, refreshed, signed in or out, raised to
 * aal2) and drops every cached query when the user changes.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let userId: string | undefined;
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      if (session?.user.id !== userId) queryClient.clear();
      userId = session?.user.id;
      setState(session ? { status: 'signed-in', session } : { status: 'signed-out' });
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);
  return <SessionContext value={state}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession needs a SessionProvider above it.');
  return state;
}

/** Ends this browser's session (other devices stay signed in). */
export const useSignOut = () =>
  useMutation({
    mutationFn: async () => {
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      if (error) throw error;
    },
  });
