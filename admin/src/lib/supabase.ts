import { createClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types';
import { AUTH_STORAGE_KEY } from '@lib/supabase/auth-storage';
import { env } from '@admin/config/env';

/**
 * The admin's one API client. The session lives under AUTH_STORAGE_KEY, where the public site
 * looks to recognise staff; supabase-js keeps it and refreshes it before it expires.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    // Recovery links come back with the session in the URL fragment (the implicit flow).
    detectSessionInUrl: true,
    flowType: 'implicit',
  },
});
