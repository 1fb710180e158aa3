import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { type AuthContext, jsonBody, limit, requestMeta, safeRedirect } from '../context.ts';
import { AuthError, errors } from '../errors.ts';
import { consumeToken, OTP_TYPES, type OtpType } from '../one-time-tokens.ts';
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
      const user = await consumeToken(tx, ctx.config, type, proof);
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
    try {
      limit(ctx.limits.verifyPerIp, meta.ip);
      const type = otpType(c.req.query('type'));
      const token = c.req.query('token');
      if (!token) throw errors.otpExpired();
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
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code,
        error_description: error.message,
      });
      return c.redirect(`${redirectTo}#${fragment.toString()}`, 303);
    }
  });
}
