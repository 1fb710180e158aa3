import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { type AuthContext, jsonBody, requireAdmin, safeRedirect } from '../context.ts';
import { errors } from '../errors.ts';
import { emailWait } from '../one-time-tokens.ts';
import { deliver, limitEmailsTo, mailToken, metadataOf } from '../outgoing-mail.ts';
import { codeChallengeOf } from '../pkce.ts';
import { insertUser, normalizeEmail, userByEmail, userById, userJson, type UserRecord } from '../users.ts';

/** Whether the user's last recovery or magic link (they share a token) is older than the interval. */
const linkDue = (ctx: AuthContext, user: UserRecord) => emailWait(ctx.config, user.recovery_sent_at) === 0;

/** POST /recover, /otp and /invite: the emailed links that sign someone in. */
export function emailRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.post('/recover', async (c) => {
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    const challenge = codeChallengeOf(body);
    limitEmailsTo(ctx, c, email);
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const mail = await ctx.db.transaction(async (tx) => {
      const user = await userByEmail(tx, email);
      return user && linkDue(ctx, user)
        ? mailToken(tx, ctx, user, 'recovery', 'recovery', redirectTo, challenge)
        : undefined;
    });
    await deliver(ctx, mail);
    return c.json({});
  });

  app.post('/otp', async (c) => {
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    const challenge = codeChallengeOf(body);
    limitEmailsTo(ctx, c, email);
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const createUser = body.create_user !== false;
    const mail = await ctx.db.transaction(async (tx) => {
      let user = await userByEmail(tx, email);
      if (!user) {
        if (!createUser || !ctx.config.enableSignup) return undefined;
        const id = await insertUser(tx, {
          email,
          passwordHash: null,
          confirmed: false,
          userMetadata: metadataOf(body.data),
        });
        user = await userById(tx, id);
      }
      return user && linkDue(ctx, user)
        ? mailToken(tx, ctx, user, 'magiclink', 'magiclink', redirectTo, challenge)
        : undefined;
    });
    await deliver(ctx, mail);
    return c.json({});
  });

  app.post('/invite', async (c) => {
    await requireAdmin(c, ctx);
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const invited = await ctx.db.transaction(async (tx) => {
      let user = await userByEmail(tx, email);
      if (user?.email_confirmed_at) throw errors.emailExists();
      if (!user) {
        const id = await insertUser(tx, {
          email,
          passwordHash: null,
          confirmed: false,
          invited: true,
          userMetadata: metadataOf(body.data),
        });
        user = await userById(tx, id);
      }
      if (!user) throw errors.userNotFound();
      await tx.query('UPDATE auth.users SET invited_at = now() WHERE id = $1::uuid', [user.id]);
      const mail = await mailToken(tx, ctx, user, 'invite', 'invite', redirectTo);
      return { mail, user: await userJson(tx, user.id) };
    });
    await deliver(ctx, invited.mail);
    return c.json(invited.user);
  });
}
