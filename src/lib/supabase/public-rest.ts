import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../database.types.ts';
import { type PublicEnv, publicEnvFrom } from '../public-env.ts';

/** The spec's request timeout for the backend client. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The REST client the public islands use: only PostgREST (the part of supabase-js they need),
 * with the anon key, so a page stays light.
 */
export function createPublicRest(env: PublicEnv): PostgrestClient<Database> {
  return new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
    timeout: REQUEST_TIMEOUT_MS,
  });
}

let shared: PostgrestClient<Database> | undefined;

/** One client per page, configured from the build's public env. */
export function publicRest(): PostgrestClient<Database> {
  shared ??= createPublicRest(publicEnvFrom(import.meta.env));
  return shared;
}

export type PublicRest = PostgrestClient<Database>;
