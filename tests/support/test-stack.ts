import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../supabase/local/stack.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REST_FIXTURE_PROJECT = path.resolve(here, '../fixtures/rest-project');
export const PRODUCT_PROJECT = path.resolve(here, '../../supabase');

/**
 * A local stack on a free loopback port: PGlite in a temporary folder (or in `dataDir`, kept after
 * the stack stops), or the PostgreSQL database at `databaseUrl`.
 */
export async function startTestStack(options: {
  supabaseDir: string;
  databaseUrl?: string | undefined;
  dataDir?: string;
  env?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<RunningStack> {
  const config = loadConfig({
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    SMTP_PORT: '0',
    INBOX_PORT: '0',
    SUPABASE_DIR: options.supabaseDir,
    FUNCTIONS_ENV_FILE: path.join(options.supabaseDir, 'functions', 'fixture.env'),
    // Tests give each client its own address (X-Forwarded-For) so per-address limits stay apart.
    TRUST_PROXY: '1',
    AUTH_LOG_EMAILS: 'false',
    // Every test signs in from 127.0.0.1; the limits themselves are tested on a stack of their own.
    AUTH_RATE_LIMIT_SIGN_IN: '100000',
    AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
    AUTH_RATE_LIMIT_VERIFY: '100000',
    AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...options.env,
  });
  // Failures inside the stack (a 500's cause) go to the test output; routine lines do not.
  const log = (message: string) => {
    options.log?.(message);
    if (/failed|threw|error/i.test(message)) process.stderr.write(`[test stack] ${message}\n`);
  };
  return startStack(config, { temporary: options.dataDir === undefined, log });
}
