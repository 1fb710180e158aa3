import { StorageClient } from '@supabase/storage-js';
import { type PublicEnv, publicEnvFrom } from '../public-env.ts';

/**
 * The storage client the job application uses: only Storage (the part of supabase-js it needs),
 * with the anon key, so the page stays light. `headers` adds request headers (tests set a client address).
 */
export function createPublicStorage(env: PublicEnv, headers: Record<string, string> = {}): StorageClient {
  return new StorageClient(`${env.supabaseUrl}/storage/v1`, {
    apikey: env.supabaseAnonKey,
    Authorization: `Bearer ${env.supabaseAnonKey}`,
    ...headers,
  });
}

let shared: StorageClient | undefined;

/** One client per page, configured from the build's public env. */
export function publicStorage(): StorageClient {
  shared ??= createPublicStorage(publicEnvFrom(import.meta.env));
  return shared;
}
