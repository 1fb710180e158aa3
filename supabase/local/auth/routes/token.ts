import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { type AuthContext, jsonBody, limit, requestMeta, requireUser } from '../context.ts';
import { errors, OAuthError } from '../errors.ts';
import { idTokenRefusal } from '../id-token.ts';
import { DECOY_HASH, passwordMatches } from '../passwords.ts';
import { redeemAuthCode } from '../pkce.ts';
import { refresh, startSession } from '../sessions.ts';
import { isBanned, normalizeEmail, userByEmail, userById } from '../users.ts';

/** POST /token?grant_type=password | refresh_token | pkce | id_token */
export function tokenRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await jsonBody(c);
    const meta = requestMeta(c, ctx);

    if (grantType === 'password') {
      limit(ctx.limits.signInPerIp, meta.ip);
      if (
        typeof body.password !== 'string' ||
        (typeof body.email !== 'string' && typeof body.phone !== 'string')
      ) {
        throw errors.missingCredentials();
      }
      if (typeof body.email !== 'string') throw errors.invalidCredentials();
      const email = normalizeEmail(body.email);
      // Every attempt counts before the (slow) password check, so concurrent guesses cannot all
      // pass the limit at once. Past it, only wrong passwords are refused: guessing must not lock
      // the owner out, and each guesser stays bounded by the per-address limit above. A right
      // password clears the count.
      const emailLimitWait = ctx.limits.signInAttemptsPerEmail.hit(email);
      const user = await userByEmail(ctx.db, email);
      // Compare even when there is no user, so timing does not tell which addresses exist.
      const matches = await passwordMatches(body.password, user?.encrypted_password ?? DECOY_HASH);
      if (!user || !matches) {
        if (emailLimitWait !== undefined) throw errors.rateLimited(emailLimitWait);
        throw errors.invalidCredentials();
      }
      if (isBanned(user)) throw errors.userBanned();
      if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
      ctx.limits.signInAttemptsPerEmail.reset(email);
      return c.json(await ctx.db.transaction((tx) => startSession(tx, ctx.config, user, 'password', meta)));
    }

    if (grantType === 'refresh_token') {
      limit(ctx.limits.refreshPerIp, meta.ip);
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '')
        throw errors.refreshTokenNotFound();
      const presented = body.refresh_token;
      const session = await ctx.db.transaction((tx) => refresh(tx, ctx.config, presented));
      if (session === 'reused') throw errors.refreshTokenReused();
      return c.json(session);
    }

    if (grantType === 'pkce') {
      limit(ctx.limits.signInPerIp, meta.ip);
      const authCode = typeof body.auth_code === 'string' ? body.auth_code : '';
      const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
      if (!authCode || !verifier) throw errors.pkceGrantParams();
      return c.json(
        await ctx.db.transaction(async (tx) => {
          const flow = await redeemAuthCode(tx, ctx.config, authCode, verifier);
          const user = await userById(tx, flow.userId);
          if (!user || user.deleted_at) throw errors.flowStateNotFound();
          if (isBanned(user)) throw errors.userBanned();
          return startSession(tx, ctx.config, user, flow.method, meta);
        }),
      );
    }

    if (grantType === 'id_token') {
      limit(ctx.limits.signInPerIp, meta.ip);
      if (body.link_identity === true) {
        if (!c.req.header('authorization'))
          throw new OAuthError(
            'invalid request',
            'Linking requires a valid user access token in Authorization',
          );
        await requireUser(c, ctx);
      }
      throw idTokenRefusal(body);
    }

    throw new OAuthError('unsupported_grant_type');
  });
}
