import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { exposedDefaultSecret } from './default-secret.ts';

/** The Supabase CLI's local JWT secret: the same default makes this stack interchangeable with `supabase start`. */
export const SUPABASE_CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));
const port = z.coerce.number().int().min(0).max(65535);
const count = z.coerce.number().int().positive();

const envSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  SUPABASE_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'supabase')),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(54321),
  API_EXTERNAL_URL: z.string().url().optional(),
  SITE_PORT: port.default(4321),
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters')
    .default(SUPABASE_CLI_JWT_SECRET),
  ALLOW_DEFAULT_JWT_SECRET: flag.default('false'),
  MIGRATE: flag.default('1'),
  DB_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).default(8000),
  REQUEST_BODY_LIMIT: count.default(1024 * 1024),
  TRUST_PROXY: flag.default('false'),
  PGRST_DB_SCHEMAS: z.string().min(1).default('public'),
  PGRST_DB_ANON_ROLE: z.string().min(1).default('anon'),
  PGRST_DB_MAX_ROWS: count.optional(),
  PGRST_DB_TX_END: z
    .enum(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'])
    .default('commit'),
  PGRST_DB_AGGREGATES_ENABLED: flag.default('false'),
  PGRST_JWT_SECRET: z.string().min(32).optional(),
  AUTH_SITE_URL: z.string().url().default('http://localhost:4321'),
  AUTH_ADDITIONAL_REDIRECT_URLS: z.string().default(''),
  AUTH_JWT_EXPIRY: z.coerce.number().int().min(30).max(604800).default(3600),
  AUTH_ENABLE_SIGNUP: flag.default('false'),
  AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(10),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).default(10),
  AUTH_OTP_EXPIRY: z.coerce.number().int().min(60).default(3600),
  AUTH_MFA_CHALLENGE_EXPIRY: z.coerce.number().int().min(30).default(300),
  AUTH_EMAIL_MIN_INTERVAL: z.coerce.number().int().min(0).default(60),
  AUTH_RATE_LIMIT_SIGN_IN: count.default(30),
  AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL: count.default(10),
  AUTH_RATE_LIMIT_TOKEN_REFRESH: count.default(150),
  AUTH_RATE_LIMIT_VERIFY: count.default(30),
  AUTH_RATE_LIMIT_MFA_VERIFY_PER_FACTOR: count.default(15),
  AUTH_RATE_LIMIT_MFA_VERIFY_PER_CHALLENGE: count.default(5),
  AUTH_RATE_LIMIT_EMAIL_SENT: count.default(30),
  AUTH_LOG_EMAILS: flag.default('true'),
  STORAGE_DIR: z.string().min(1).optional(),
  STORAGE_FILE_SIZE_LIMIT: count.default(50 * 1024 * 1024),
  FUNCTIONS_DIR: z.string().min(1).optional(),
  FUNCTIONS_ENV_FILE: z.string().min(1).optional(),
  FIRST_ADMIN_EMAIL: z.string().email().default('admin@growdigital.example'),
  SMTP_PORT: port.default(54325),
  INBOX_PORT: port.default(54324),
  MAIL_FROM: z.string().min(3).default('Grow Digital <no-reply@growdigital.example>'),
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

export interface AuthConfig {
  /** Take the client's address from X-Forwarded-For (behind a trusted reverse proxy). */
  trustProxy: boolean;
  /** Where the API is reached from outside: the issuer of tokens and the base of emailed links. */
  externalUrl: string;
  siteUrl: string;
  /** Where emailed links may send people back to, besides siteUrl (URL prefixes). */
  redirectUrls: string[];
  jwtSecret: string;
  jwtExpiry: number;
  enableSignup: boolean;
  passwordMinLength: number;
  refreshTokenReuseInterval: number;
  otpExpiry: number;
  /** Seconds a two-factor challenge can be answered (GoTrue's MFA challenge expiry). */
  mfaChallengeExpiry: number;
  emailMinInterval: number;
  logEmails: boolean;
  /**
   * Sign-in, refresh and verify: per IP per 5 minutes (sign-in failures also per email); emails: per
   * IP per hour; two-factor codes: per factor per hour and per challenge, whatever the IP.
   */
  rateLimits: {
    signIn: number;
    signInPerEmail: number;
    tokenRefresh: number;
    verify: number;
    mfaVerifyPerFactor: number;
    mfaVerifyPerChallenge: number;
    emailSent: number;
  };
}

export interface StorageConfig {
  dir: string;
  fileSizeLimit: number;
  jwtSecret: string;
  /** Take the client's address from X-Forwarded-For (behind a trusted reverse proxy). */
  trustProxy: boolean;
}

export interface StackConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The Supabase project folder: migrations/, seed.sql, functions/. */
  supabaseDir: string;
  apiHost: string;
  apiPort: number;
  sitePort: number;
  jwtSecret: string;
  migrate: boolean;
  /**
   * The longest one statement may run, in ms, unless its role sets its own `statement_timeout`
   * (Supabase: anon 3 s, authenticated 8 s) or it is a schema script; 0: no limit. Supabase's
   * `authenticator` role has 8 s.
   */
  statementTimeoutMs: number;
  bodyLimit: number;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For instead of the socket. */
  trustProxy: boolean;
  rest: RestConfig;
  auth: AuthConfig;
  storage: StorageConfig;
  /** The edge functions' folder. */
  functionsDir: string;
  /** The functions' secrets (KEY=value lines). */
  functionsEnvFile: string;
  /** The account created as the first admin on a fresh database. */
  firstAdminEmail: string;
  /** The local SMTP sink every email goes to, its web inbox (0: any free port), and the sender. */
  mail: { smtpPort: number; inboxPort: number; from: string };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const exposed = exposedDefaultSecret(
    e.API_HOST,
    { JWT_SECRET: e.JWT_SECRET, ...(e.PGRST_JWT_SECRET ? { PGRST_JWT_SECRET: e.PGRST_JWT_SECRET } : {}) },
    SUPABASE_CLI_JWT_SECRET,
  );
  if (exposed && !e.ALLOW_DEFAULT_JWT_SECRET) throw new Error(`Refusing to start: ${exposed}`);
  const supabaseDir = path.resolve(e.SUPABASE_DIR);
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    supabaseDir,
    apiHost: e.API_HOST,
    apiPort: e.API_PORT,
    sitePort: e.SITE_PORT,
    jwtSecret: e.JWT_SECRET,
    migrate: e.MIGRATE,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT,
    bodyLimit: e.REQUEST_BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
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
    auth: {
      trustProxy: e.TRUST_PROXY,
      externalUrl: withoutTrailingSlash(e.API_EXTERNAL_URL ?? `http://${e.API_HOST}:${e.API_PORT}`),
      siteUrl: withoutTrailingSlash(e.AUTH_SITE_URL),
      redirectUrls: e.AUTH_ADDITIONAL_REDIRECT_URLS.split(',')
        .map((u) => u.trim())
        .filter(Boolean),
      jwtSecret: e.JWT_SECRET,
      jwtExpiry: e.AUTH_JWT_EXPIRY,
      enableSignup: e.AUTH_ENABLE_SIGNUP,
      passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
      refreshTokenReuseInterval: e.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
      otpExpiry: e.AUTH_OTP_EXPIRY,
      mfaChallengeExpiry: e.AUTH_MFA_CHALLENGE_EXPIRY,
      emailMinInterval: e.AUTH_EMAIL_MIN_INTERVAL,
      logEmails: e.AUTH_LOG_EMAILS,
      rateLimits: {
        signIn: e.AUTH_RATE_LIMIT_SIGN_IN,
        signInPerEmail: e.AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL,
        tokenRefresh: e.AUTH_RATE_LIMIT_TOKEN_REFRESH,
        verify: e.AUTH_RATE_LIMIT_VERIFY,
        mfaVerifyPerFactor: e.AUTH_RATE_LIMIT_MFA_VERIFY_PER_FACTOR,
        mfaVerifyPerChallenge: e.AUTH_RATE_LIMIT_MFA_VERIFY_PER_CHALLENGE,
        emailSent: e.AUTH_RATE_LIMIT_EMAIL_SENT,
      },
    },
    storage: {
      dir: path.resolve(e.STORAGE_DIR ?? path.join(e.DATA_DIR, 'storage')),
      fileSizeLimit: e.STORAGE_FILE_SIZE_LIMIT,
      jwtSecret: e.JWT_SECRET,
      trustProxy: e.TRUST_PROXY,
    },
    functionsDir: path.resolve(e.FUNCTIONS_DIR ?? path.join(supabaseDir, 'functions')),
    firstAdminEmail: e.FIRST_ADMIN_EMAIL,
    mail: { smtpPort: e.SMTP_PORT, inboxPort: e.INBOX_PORT, from: e.MAIL_FROM },
    functionsEnvFile: path.resolve(
      e.FUNCTIONS_ENV_FILE ?? path.join(e.FUNCTIONS_DIR ?? path.join(supabaseDir, 'functions'), '.env'),
    ),
  };
}
