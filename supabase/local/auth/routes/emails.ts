import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Sql } from '../../db/database.ts';
import {
  type AuthContext,
  clientIp,
  jsonBody,
  limit,
  requireAdmin,
  requestMeta,
  safeRedirect,
} from '../context.ts';
import { errors } from '../errors.ts';
import { type MailKind, sendMail } from '../mailer.ts';
import { emailWait, issueToken, type OtpType } from '../one-time-tokens.ts';
import { assertStrongPassword, hashPassword } from '../passwords.ts';
import { startSession } from '../sessions.ts';
import { insertUser, normalizeEmail, userByEmail, userById, userJson, type UserRecord } from '../users.ts';

const metadataOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Issues a token of `type` and emails it, unless the last email of the kind went out too recently. */
export async function mailToken(
  sql: Sql,
  ctx: AuthContext,
  user: UserRecord,
  type: OtpType,
  kind: MailKind,
  redirectTo: string,
  lastSentAt: string | null,
): Promise<void> {
  const wait = emailWait(ctx.config, lastSentAt);
  if (wait > 0) throw errors.emailRateLimited(wait);
  const address = user.email ?? '';
  const issued = await issueToken(sql, ctx.config, user, type, address, redirectTo);
  await sendMail(sql, ctx.config, ctx.log, { to: address, kind, link: issued.link, otp: issued.otp });
}

/** POST /recover, /otp, /invite and /signup: everything that creates an account or emails a link. */
export function emailRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.post('/recover', async (c) => {
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    limit(ctx.limits.emailsPerIp, clientIp(c, ctx));
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    await ctx.db.transaction(async (tx) => {
      const user = await userByEmail(tx, email);
      // Unknown addresses get the same answer, so the endpoint does not tell who has an account.
      if (user) await mailToken(tx, ctx, user, 'recovery', 'recovery', redirectTo, user.recovery_sent_at);
    });
    return c.json({});
  });

  app.post('/otp', async (c) => {
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    limit(ctx.limits.emailsPerIp, clientIp(c, ctx));
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    const createUser = body.create_user !== false;
    await ctx.db.transaction(async (tx) => {
      let user = await userByEmail(tx, email);
      if (!user) {
        if (!createUser || !ctx.config.enableSignup) throw errors.signupDisabled();
        const id = await insertUser(tx, {
          email,
          passwordHash: null,
          confirmed: false,
          userMetadata: metadataOf(body.data),
        });
        user = await userById(tx, id);
      }
      if (user) await mailToken(tx, ctx, user, 'magiclink', 'magiclink', redirectTo, user.recovery_sent_at);
    });
    return c.json({});
  });

  app.post('/invite', async (c) => {
    await requireAdmin(c, ctx);
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    const redirectTo = safeRedirect(ctx, c.req.query('redirect_to'));
    return c.json(
      await ctx.db.transaction(async (tx) => {
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
        await mailToken(tx, ctx, user, 'invite', 'invite', redirectTo, null);
        return userJson(tx, user.id);
      }),
    );
  });

  app.post('/signup', async (c) => {
    if (!ctx.config.enableSignup) throw errors.signupDisabled();
    limit(ctx.limits.signInPerIp, clientIp(c, ctx));
    const body = await jsonBody(c);
    const email = normalizeEmail(body.email);
    assertStrongPassword(body.password, ctx.config.passwordMinLength);
    const passwordHash = await hashPassword(body.password);
    const meta = requestMeta(c, ctx);
    return c.json(
      await ctx.db.transaction(async (tx) => {
        const id = await insertUser(tx, {
          email,
          passwordHash,
          confirmed: true,
          userMetadata: metadataOf(body.data),
        });
        const user = await userById(tx, id);
        if (!user) throw errors.userNotFound();
        return startSession(tx, ctx.config, user, 'password', meta);
      }),
    );
  });
}
