import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../supabase/local/stack.ts';

export const REST_FIXTURE_PROJECT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/rest-project',
);

/** A local stack on a free loopback port: in-memory PGlite, or the PostgreSQL database at `databaseUrl`. */
export async function startTestStack(options: {
  supabaseDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
}): Promise<RunningStack> {
  const config = loadConfig({
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    SUPABASE_DIR: options.supabaseDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  return startStack(config, { inMemory: true });
}
