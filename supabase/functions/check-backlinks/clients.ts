import { createClient } from '@supabase/supabase-js';

const serverSide = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The project with the anon key: checks an access token. */
export const anonClient = () => createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), serverSide);

/** The project as the calling user: row-level security decides which backlinks they read and change. */
export const callerClient = (token: string) =>
  createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...serverSide,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });

/** A client of the project (untyped: the function validates what it reads with zod). */
export type Client = ReturnType<typeof anonClient>;
