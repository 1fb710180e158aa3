import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { type AuthContext, jsonBody, limit, requestMeta, safeRedirect } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { consumeToken, OTP_TYPES, type OtpType, PKCE_PREFIX } from '../one-time-tokens.ts';
import { FLOW_OF, issueAuthCode } from '../pkce.ts';
import { type SessionJson, startSession } from '../sessions.ts';
import { isBanned, normalizeEmail } from '../users.ts';

/** The amr method a verified link or code counts as. */
const METHOD: Record<OtpType, string> = {
  recovery: 'recovery',
  magiclink: 'otp',
  email: 'otp',
  invite: 'invite',
  signup: 'otp',
  email_change: 'email_change',
};

/** `redirectTo` with `params` in its query (replacing the query, as GoTrue does for errors when `replace`). */
function withQuery(redirectTo: string, params: Record<string, string>, replace: boolean): string {
  const url = new URL(redirectTo);
  if (replace) url.search = '';
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function otpType(value: unknown): OtpType {
  if (typeof value === 'string' && (OTP_TYPES as string[]).includes(value)) return value as OtpType;
  throw errors.validation('Verify requires a verification type');
}

/** POST /verify (a code or token hash → a session) and GET /verify (an emailed link → redirect with the session). */
export function verifyRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  const verify = async (
    type: OtpType,
    proof: { tokenHash: string } | { email: string; otp: string },
    meta: ReturnType<typeof requestMeta>,
  ): Promise<SessionJson> =>
    ctx.db.transaction(async (tx) => {
      const { user } = await consumeToken(tx, ctx.config, type, proof);
      if (isBanned(user)) throw errors.userBanned();
      return startSession(tx, ctx.config, user, METHOD[type], meta);
    });

  app.post('/verify', async (c) => {
    const meta = requestMeta(c, ctx);
    limit(ctx.limits.verifyPerIp, meta.ip);
    const body = await jsonBody(c);
    const type = otpType(body.type);
    if (typeof body.token_hash === 'string' && body.token_hash)
      return c.json(await verify(type, { tokenHash: body.token_hash }, meta));
    if (typeof body.token === 'string' && body.token) {
      return c.json(await verify(type, { email: normalizeEmail(body.email), otp: body.token.trim() }, meta));
    }
    throw errors.validation('Verify requires either a token or a token hash');
  });

  app.get('/verify', async (c) => {
    const meta = requestMeta(c, ctx);
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const token = c.req.query('token');
    // A link issued for a PKCE flow sends back an auth code for exchangeCodeForSession, not a session.
    const pkce = token?.startsWith(PKCE_PREFIX) === true;
    try {
      limit(ctx.limits.verifyPerIp, meta.ip);
      const type = otpType(c.req.query('type'));
      if (!token) throw errors.otpExpired();
      if (pkce) {
        const code = await ctx.db.transaction(async (tx) => {
          const { user } = await consumeToken(tx, ctx.config, type, { tokenHash: token });
          if (isBanned(user)) throw errors.userBanned();
          return issueAuthCode(tx, user.id, FLOW_OF[type].method);
        });
        return c.redirect(withQuery(redirectTo, { code }, false), 303);
      }
      const session = await verify(type, { tokenHash: token }, meta);
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: type === 'email' ? 'magiclink' : type,
      });
      return c.redirect(`${redirectTo}#${fragment.toString()}`, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const details = {
        error: 'access_denied',
        error_code: error.code,
        error_description: error.message,
      };
      const fragment = new URLSearchParams(details).toString();
      // GoTrue repeats the error in the query for PKCE clients, which read only the query.
      const base = pkce ? withQuery(redirectTo, details, true) : redirectTo;
      return c.redirect(`${base}#${fragment}`, 303);
    }
  });
}
