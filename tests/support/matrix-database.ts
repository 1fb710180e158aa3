import { createClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';
import './provided.ts';

/** The fixture's `matrix_items` table, typed as `supabase gen types` would, on PostgREST 13 (max-affected). */
export interface MatrixDatabase {
  __InternalSupabase: { PostgrestVersion: '13' };
  public: {
    Tables: {
      matrix_items: {
        Row: { id: number; name: string; qty: number | null; note: string | null };
        Insert: { id: number; name: string; qty?: number | null; note?: string | null };
        Update: { id?: number; name?: string; qty?: number | null; note?: string | null };
        Relationships: [];
      };
    };
    Views: Record<string, never>;
    Functions: {
      matrix_items_named: {
        Args: { prefix: string };
        Returns: MatrixDatabase['public']['Tables']['matrix_items']['Row'][];
      };
    };
    Enums: Record<string, never>;
    CompositeTypes: Record<string, never>;
  };
}

/** A typed service-role client of the REST fixture's stack. */
export function matrixClient() {
  return createClient<MatrixDatabase>(inject('restUrl'), inject('serviceRoleKey'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; supabase-js's realtime client needs one to be constructed.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}
