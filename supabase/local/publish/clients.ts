import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { WorkerDatabase } from './worker-schema.ts';

/** supabase-js for the worker, with no session of its own (the key is the identity). */
export function workerClient(apiUrl: string, key: string): SupabaseClient<WorkerDatabase> {
  return createClient<WorkerDatabase>(apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is never used here, but the client wants a transport.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}
