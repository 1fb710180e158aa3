/**
 * The two public values the site and the admin are built with. Unset, they are the local stack's
 * defaults (the Supabase CLI's local address and demo anon key), so a fresh clone needs no setup.
 * Only these reach the browser: never a service-role key or a JWT secret.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface PublicEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

type EnvSource = Partial<Record<'PUBLIC_SUPABASE_URL' | 'PUBLIC_SUPABASE_ANON_KEY', string | undefined>>;

const orDefault = (value: string | undefined, fallback: string) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? fallback : trimmed;
};

/** The API address and anon key from `PUBLIC_SUPABASE_URL` / `PUBLIC_SUPABASE_ANON_KEY`, or the local defaults. */
export function publicEnvFrom(source: EnvSource): PublicEnv {
  return {
    supabaseUrl: orDefault(source.PUBLIC_SUPABASE_URL, LOCAL_SUPABASE_URL).replace(/\/+$/, ''),
    supabaseAnonKey: orDefault(source.PUBLIC_SUPABASE_ANON_KEY, LOCAL_SUPABASE_ANON_KEY),
  };
}
