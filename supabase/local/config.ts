import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/v4-mini';
import { exposedDefaultSecret } from './default-secret.ts';
import { type JwtKeys, readSigningKeys } from './signing-keys.ts';

/** The Supabase CLI's local JWT secret: the same default makes this stack interchangeable with `supabase start`. */
export const SUPABASE_CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Problems are reported to whoever runs the stack: in words, not zod's bare "Invalid input".
z.config(z.locales.en());

const flagWords = z.enum(['0', '1', 'true', 'false', 'on', 'off', 'yes', 'no']);
const flag = z.pipe(
  flagWords,
  z.transform((value: z.output<typeof flagWords>) => ['1', 'true', 'on', 'yes'].includes(value)),
);
/** An integer read from the environment's text, within `checks`. */
const integer = (...checks: z.core.$ZodCheck<number>[]) => z.coerce.number().check(z.int(), ...checks);
const port = integer(z.minimum(0), z.maximum(65535));
const count = integer(z.positive());
const text = (minLength = 1) => z.string().check(z.minLength(minLength));
const url = z.string().check(z.refine((value) => URL.canParse(value), 'Invalid url'));

const envSchema = z.object({
  DATABASE_URL: z.optional(url),
  DATA_DIR: z._default(text(), path.join(REPO_ROOT, '.data')),
  SUPABASE_DIR: z._default(text(), path.join(REPO_ROOT, 'supabase')),
  API_HOST: z._default(text(), '127.0.0.1'),
  API_PORT: z._default(port, 54321),
  API_EXTERNAL_URL: z.optional(url),
  SITE_PORT: z._default(port, 4321),
  JWT_SECRET: z._default(
    z.string().check(z.minLength(32, 'JWT_SECRET must be at least 32 characters')),
    SUPABASE_CLI_JWT_SECRET,
  ),
  ALLOW_DEFAULT_JWT_SECRET: z._default(flag, false),
  MIGRATE: z._default(flag, true),
  DB_STATEMENT_TIMEOUT: z._default(integer(z.minimum(0)), 8000),
  REQUEST_BODY_LIMIT: z._default(count, 1024 * 1024),
  TRUST_PROXY: z._default(flag, false),
  PGRST_DB_SCHEMAS: z._default(text(), 'public'),
  PGRST_DB_ANON_ROLE: z._default(text(), 'anon'),
  PGRST_DB_MAX_ROWS: z.optional(count),
  PGRST_DB_TX_END: z._default(
    z.enum(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override']),
    'commit',
  ),
  PGRST_DB_AGGREGATES_ENABLED: z._default(flag, false),
  PGRST_DB_PLAN_ENABLED: z._default(flag, false),
  PGRST_JWT_SECRET: z.optional(text(32)),
  AUTH_SITE_URL: z._default(url, 'http://localhost:4321'),
  AUTH_ADDITIONAL_REDIRECT_URLS: z._default(z.string(), ''),
  AUTH_SIGNING_KEYS_PATH: z.optional(text()),
  AUTH_JWT_EXPIRY: z._default(integer(z.minimum(30), z.maximum(604800)), 3600),
  AUTH_ENABLE_SIGNUP: z._default(flag, false),
  AUTH_ENABLE_CONFIRMATIONS: z._default(flag, true),
  AUTH_SECURE_PASSWORD_CHANGE: z._default(flag, false),
  AUTH_ENABLE_MANUAL_LINKING: z._default(flag, false),
  AUTH_FLOW_STATE_EXPIRY: z._default(integer(z.minimum(1)), 300),
  AUTH_PASSWORD_MIN_LENGTH: z._default(integer(z.minimum(6), z.maximum(72)), 10),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: z._default(integer(z.minimum(0)), 10),
  AUTH_OTP_EXPIRY: z._default(integer(z.minimum(60)), 3600),
  AUTH_MFA_CHALLENGE_EXPIRY: z._default(integer(z.minimum(30)), 300),
  AUTH_EMAIL_MIN_INTERVAL: z._default(integer(z.minimum(0)), 60),
  AUTH_RATE_LIMIT_SIGN_IN: z._default(count, 30),
  AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL: z._default(count, 10),
  AUTH_RATE_LIMIT_TOKEN_REFRESH: z._default(count, 150),
  AUTH_RATE_LIMIT_VERIFY: z._default(count, 30),
  AUTH_RATE_LIMIT_MFA_VERIFY_PER_FACTOR: z._default(count, 15),
  AUTH_RATE_LIMIT_MFA_VERIFY_PER_CHALLENGE: z._default(count, 5),
  AUTH_RATE_LIMIT_EMAIL_SENT: z._default(count, 30),
  AUTH_LOG_EMAILS: z._default(flag, true),
  STORAGE_DIR: z.optional(text()),
  STORAGE_FILE_SIZE_LIMIT: z._default(count, 50 * 1024 * 1024),
  FUNCTIONS_DIR: z.optional(text()),
  FUNCTIONS_ENV_FILE: z.optional(text()),
  FIRST_ADMIN_EMAIL: z._default(z.email(), 'admin@growdigital.example'),
  SMTP_PORT: z._default(port, 54325),
  INBOX_PORT: z._default(port, 54324),
  MAIL_FROM: z._default(text(3), 'Grow Digital <no-reply@growdigital.example>'),
});

export interface RestConfig {
  /** Exposed schemas; the first is the default (PostgREST's `db-schemas`). */
  schemas: string[];
  anonRole: string;
  maxRows: number | undefined;
  /** PGRST_JWT_SECRET (else JWT_SECRET) and the asymmetric signing keys, as the CLI hands PostgREST a JWKS of both. */
  jwt: JwtKeys;
  rollbackEveryRequest: boolean;
  /** `Prefer: tx=commit|rollback` may override rollbackEveryRequest (db-tx-end `*-allow-override`). */
  txOverride: boolean;
  aggregatesEnabled: boolean;
  /** Answer `Accept: application/vnd.pgrst.plan` with the query's execution plan (`db-plan-enabled`). */
  planEnabled: boolean;
}

export interface AuthConfig {
  /** Take the client's address from X-Forwarded-For (behind a trusted reverse proxy). */
  trustProxy: boolean;
  /** Where the API is reached from outside: the issuer of tokens and the base of emailed links. */
  externalUrl: string;
  siteUrl: string;
  /** Where emailed links may send people back to, besides siteUrl (URL prefixes). */
  redirectUrls: string[];
  /** Access tokens are signed with the first asymmetric key that can sign, else HS256 with the secret. */
  jwt: JwtKeys;
  jwtExpiry: number;
  enableSignup: boolean;
  /** Sign-ups confirm their address by email before they can sign in (Supabase's "Confirm email"). */
  enableConfirmations: boolean;
  /** A password change from a session older than a day needs the nonce GET /reauthenticate emails. */
  securePasswordChange: boolean;
  /** Users may link and unlink identities themselves (GoTrue's manual linking). */
  manualLinking: boolean;
  /** Seconds a PKCE auth code can be traded for a session (GoTrue's flow state expiry). */
  flowStateExpiry: number;
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
  /** Verifies callers' tokens; the secret also signs signed URLs (HS256, as Supabase Storage does). */
  jwt: JwtKeys;
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
  /** Signs the anon and service-role keys (HS256, as on hosted Supabase) and verifies HS256 tokens. */
  jwtSecret: string;
  /** The secret with the asymmetric signing keys of AUTH_SIGNING_KEYS_PATH: what verifies any token. */
  jwt: JwtKeys;
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
  const signingKeys = e.AUTH_SIGNING_KEYS_PATH ? readSigningKeys(path.resolve(e.AUTH_SIGNING_KEYS_PATH)) : [];
  const jwt: JwtKeys = { secret: e.JWT_SECRET, signingKeys };
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    supabaseDir,
    apiHost: e.API_HOST,
    apiPort: e.API_PORT,
    sitePort: e.SITE_PORT,
    jwtSecret: e.JWT_SECRET,
    jwt,
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
      jwt: e.PGRST_JWT_SECRET ? { secret: e.PGRST_JWT_SECRET, signingKeys } : jwt,
      rollbackEveryRequest: e.PGRST_DB_TX_END.startsWith('rollback'),
      txOverride: e.PGRST_DB_TX_END.endsWith('-allow-override'),
      aggregatesEnabled: e.PGRST_DB_AGGREGATES_ENABLED,
      planEnabled: e.PGRST_DB_PLAN_ENABLED,
    },
    auth: {
      trustProxy: e.TRUST_PROXY,
      externalUrl: withoutTrailingSlash(e.API_EXTERNAL_URL ?? `http://${e.API_HOST}:${e.API_PORT}`),
      siteUrl: withoutTrailingSlash(e.AUTH_SITE_URL),
      redirectUrls: e.AUTH_ADDITIONAL_REDIRECT_URLS.split(',')
        .map((u) => u.trim())
        .filter(Boolean),
      jwt,
      jwtExpiry: e.AUTH_JWT_EXPIRY,
      enableSignup: e.AUTH_ENABLE_SIGNUP,
      enableConfirmations: e.AUTH_ENABLE_CONFIRMATIONS,
      securePasswordChange: e.AUTH_SECURE_PASSWORD_CHANGE,
      manualLinking: e.AUTH_ENABLE_MANUAL_LINKING,
      flowStateExpiry: e.AUTH_FLOW_STATE_EXPIRY,
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
      jwt,
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
