import type { HonoRequest } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AuthConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { bearerToken, type Claims, JwtError, verifyJwt } from '../http/jwt.ts';
import { clientAddress } from '../http/client-address.ts';
import { hasNulCharacter } from '../http/nul-characters.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { type AuthError, errors } from './errors.ts';
import type { RequestMeta } from './sessions.ts';
import { sessionExists } from './sessions.ts';
import { userById, type UserRecord } from './users.ts';
import type { MailSettings } from '../../functions/_shared/mail/types.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

export interface AuthContext {
  db: Database;
  config: AuthConfig;
  log: (message: string) => void;
  /** The SMTP server emails go to (the local sink); without one, sending an email fails. */
  mail: MailSettings | undefined;
  limits: {
    signInPerIp: RateLimiter;
    signInAttemptsPerEmail: RateLimiter;
    refreshPerIp: RateLimiter;
    verifyPerIp: RateLimiter;
    /** Two-factor code attempts, counted per factor id and per challenge id: rotating addresses does not help. */
    mfaCodesPerFactor: RateLimiter;
    mfaCodesPerChallenge: RateLimiter;
    emailsPerIp: RateLimiter;
    /** Recovery and magic-link requests per address, with or without an account: one per interval. */
    emailsPerAddress: RateLimiter;
  };
}

export function createAuthContext(
  db: Database,
  config: AuthConfig,
  log: (message: string) => void,
  mail?: MailSettings,
): AuthContext {
  const r = config.rateLimits;
  return {
    db,
    config,
    log,
    mail,
    limits: {
      signInPerIp: new RateLimiter(r.signIn, FIVE_MINUTES),
      signInAttemptsPerEmail: new RateLimiter(r.signInPerEmail, FIVE_MINUTES),
      refreshPerIp: new RateLimiter(r.tokenRefresh, FIVE_MINUTES),
      verifyPerIp: new RateLimiter(r.verify, FIVE_MINUTES),
      mfaCodesPerFactor: new RateLimiter(r.mfaVerifyPerFactor, ONE_HOUR),
      mfaCodesPerChallenge: new RateLimiter(r.mfaVerifyPerChallenge, config.mfaChallengeExpiry * 1000),
      emailsPerIp: new RateLimiter(r.emailSent, ONE_HOUR),
      emailsPerAddress: new RateLimiter(1, config.emailMinInterval * 1000),
    },
  };
}

/** What the auth helpers read of a request's context (any route's). */
export interface AuthHonoContext {
  req: Pick<HonoRequest, 'header' | 'raw' | 'query' | 'text'>;
  env: HttpBindings;
}

export function requestMeta(c: AuthHonoContext, ctx: AuthContext): RequestMeta {
  return {
    ip: clientAddress(c.env.incoming, ctx.config.trustProxy),
    userAgent: c.req.header('user-agent') ?? '',
  };
}

export function clientIp(c: AuthHonoContext, ctx: AuthContext): string {
  return clientAddress(c.env.incoming, ctx.config.trustProxy);
}

export function limit(limiter: RateLimiter, key: string): void {
  const wait = limiter.hit(key);
  if (wait !== undefined) throw errors.rateLimited(wait);
}

/** The JSON object body of a request ({} when empty). */
export async function jsonBody(c: AuthHonoContext): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.badJson();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw errors.badJson();
  if (hasNulCharacter(parsed)) throw errors.nulCharacter();
  return parsed as Record<string, unknown>;
}

export interface Caller {
  claims: Claims;
  user: UserRecord;
  sessionId: string | undefined;
  /** The session's assurance level: aal2 once it passed a second factor. */
  aal: 'aal1' | 'aal2';
}

async function verifiedClaims(c: AuthHonoContext, ctx: AuthContext): Promise<Claims> {
  const authorization = c.req.header('authorization');
  const token = authorization ? bearerToken(c.req.raw.headers) : undefined;
  if (!token) throw errors.noAuthorization();
  try {
    return await verifyJwt(token, ctx.config.jwt);
  } catch (error) {
    if (error instanceof JwtError) throw errors.badJwt(error.message);
    throw error;
  }
}

/** The signed-in user of the request: a valid token whose session and user still exist. */
export async function requireUser(c: AuthHonoContext, ctx: AuthContext): Promise<Caller> {
  const claims = await verifiedClaims(c, ctx);
  if (typeof claims.sub !== 'string') throw errors.badJwt('missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await sessionExists(ctx.db, sessionId))) throw errors.sessionNotFound();
  const user = await userById(ctx.db, claims.sub);
  if (!user || user.deleted_at) throw errors.userFromTokenMissing();
  return { claims, user, sessionId, aal: claims.aal === 'aal2' ? 'aal2' : 'aal1' };
}

/**
 * GoTrue's rule: once the user has a verified factor, a password-only (aal1) session may not
 * enrol factors or change the email or password, or the password alone would undo the second factor.
 */
export function requireAal2IfEnrolled(caller: Caller, refusal: () => AuthError): void {
  if (caller.user.has_verified_factor && caller.aal !== 'aal2') throw refusal();
}

/** Admin endpoints take the service-role key only. */
export async function requireAdmin(c: AuthHonoContext, ctx: AuthContext): Promise<void> {
  const claims = await verifiedClaims(c, ctx);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw errors.notAdmin();
}

/** Where an emailed link may lead back to: the site, or an allowed URL prefix; anything else is the site. */
export function safeRedirect(ctx: AuthContext, requested: string | undefined): string {
  if (!requested) return ctx.config.siteUrl;
  const allowed = [ctx.config.siteUrl, ...ctx.config.redirectUrls];
  return allowed.some(
    (prefix) => requested === prefix || requested.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  )
    ? requested
    : ctx.config.siteUrl;
}
