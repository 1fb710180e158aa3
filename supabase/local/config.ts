import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The Supabase CLI's local JWT secret: the same default makes this stack interchangeable with `supabase start`. */
export const SUPABASE_CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  SUPABASE_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'supabase')),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(54321),
  SITE_PORT: port.default(4321),
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters')
    .default(SUPABASE_CLI_JWT_SECRET),
  MIGRATE: flag.default('1'),
  PGRST_DB_SCHEMAS: z.string().min(1).default('public'),
  PGRST_DB_ANON_ROLE: z.string().min(1).default('anon'),
  PGRST_DB_MAX_ROWS: z.coerce.number().int().positive().optional(),
  PGRST_DB_TX_END: z
    .enum(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'])
    .default('commit'),
  PGRST_DB_AGGREGATES_ENABLED: flag.default('false'),
  PGRST_JWT_SECRET: z.string().min(32).optional(),
  REQUEST_BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
});

export interface RestConfig {
  /** Exposed schemas; the first is the default (PostgREST's `db-schemas`). */
  schemas: string[];
  anonRole: string;
  maxRows: number | undefined;
  jwtSecret: string;
  rollbackEveryRequest: boolean;
  aggregatesEnabled: boolean;
}

export interface StackConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The Supabase project folder: migrations/ and seed.sql. */
  supabaseDir: string;
  apiHost: string;
  apiPort: number;
  sitePort: number;
  jwtSecret: string;
  migrate: boolean;
  bodyLimit: number;
  rest: RestConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    supabaseDir: path.resolve(e.SUPABASE_DIR),
    apiHost: e.API_HOST,
    apiPort: e.API_PORT,
    sitePort: e.SITE_PORT,
    jwtSecret: e.JWT_SECRET,
    migrate: e.MIGRATE,
    bodyLimit: e.REQUEST_BODY_LIMIT,
    rest: {
      schemas: e.PGRST_DB_SCHEMAS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      anonRole: e.PGRST_DB_ANON_ROLE,
      maxRows: e.PGRST_DB_MAX_ROWS,
      jwtSecret: e.PGRST_JWT_SECRET ?? e.JWT_SECRET,
      rollbackEveryRequest: e.PGRST_DB_TX_END.startsWith('rollback'),
      aggregatesEnabled: e.PGRST_DB_AGGREGATES_ENABLED,
    },
  };
}
