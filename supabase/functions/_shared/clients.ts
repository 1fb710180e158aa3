import { createClient } from '@supabase/supabase-js';

const serverSide = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A secret the function cannot run without (Supabase sets SUPABASE_URL and the keys). */
export function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The project with the anon key: public auth endpoints (token checks, recovery emails). */
export const anonClient = () => createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), serverSide);

/** The project as the calling user: row-level security applies and the audit log names them. */
export const callerClient = (token: string) =>
  createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...serverSide,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });

/** The project with the service role: only once the caller is known to be allowed what it is used for. */
export const serviceClient = () =>
  createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), serverSide);

/** A client of the project (untyped: the functions validate what they read with zod). */
export type Client = ReturnType<typeof anonClient>;
