import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvFile } from '../../supabase/local/functions/project-config.ts';

const ENV_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'product-functions.env');

/** The product stacks' edge-function environment in tests (loopback pages allowed for the backlink checker and webhooks). */
export const PRODUCT_FUNCTIONS_ENV = { FUNCTIONS_ENV_FILE: ENV_FILE };

/** What the functions read that is configuration, not a secret: values such as "true" or "3000" may well appear in a page. */
export const FUNCTION_SETTINGS: ReadonlySet<string> = new Set([
  'BACKLINK_CHECK_ALLOW_PRIVATE',
  'BACKLINK_CHECK_TIMEOUT_MS',
  'BACKLINK_CHECK_MAX_BYTES',
  'DEPLOY_HOOK_TIMEOUT_MS',
  'WEBHOOKS_ALLOW_PRIVATE',
  'WEBHOOKS_ALLOW_LOOPBACK',
  'WEBHOOKS_TIMEOUT_MS',
  'DELIVERY_BATCH_SIZE',
  'SITE_URL',
  'ADMIN_URL',
  'PUBLIC_SUPABASE_URL',
  'AUTH_EMAIL_MIN_INTERVAL',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'MAIL_FROM',
]);

/** What Supabase gives every function: the address and the anon key are public, the service-role key is checked on its own. */
export const PLATFORM_VARIABLES: ReadonlySet<string> = new Set([
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
]);

/** Secrets the test stacks leave unset, because setting one changes what a function does. */
export const SECRETS_UNSET_IN_TESTS: Readonly<Record<string, string>> = {
  DEPLOY_HOOK_URL: 'with it, request-build calls a static host instead of the local build worker',
};

/** The secrets the test stacks give the edge functions (the env file's entries that are not settings), by name. */
export async function productFunctionSecrets(): Promise<Record<string, string>> {
  const entries = Object.entries(await readEnvFile(ENV_FILE));
  return Object.fromEntries(entries.filter(([name]) => !FUNCTION_SETTINGS.has(name)));
}
